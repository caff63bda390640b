import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import CheckIcon from '@mui/icons-material/Check';
import { useId, useState } from 'react';
import { PANEL_STATUSES } from './panel-rules';

export interface UpdateStatusButtonProps {
  current: string;
  busy: boolean;
  onChoose: (status: string) => void;
}

/** "Update Status": a menu of statuses; choosing one hands it to the panel, which saves it. */
export const UpdateStatusButton = ({ current, busy, onChoose }: UpdateStatusButtonProps) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const choose = (status: string) => {
    setAnchor(null);
    if (status !== current) onChoose(status);
  };
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={busy}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
      >
        {busy ? 'Updating...' : 'Update Status'}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        {PANEL_STATUSES.map(({ value, label }) => (
          <MenuItem key={value} selected={value === current} onClick={() => choose(value)}>
            <ListItemIcon>{value === current ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
