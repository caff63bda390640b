import { Box, List, ListItemButton, ListItemIcon, ListItemText, Tooltip, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link, useLocation } from 'react-router-dom';
import { isNavItemActive, type NavGroup, type NavItem } from './navigation';

interface NavEntryProps {
  item: NavItem;
  active: boolean;
  collapsed: boolean;
  onNavigate?: () => void;
}

const NavEntry = ({ item, active, collapsed, onNavigate }: NavEntryProps) => {
  const Icon = item.icon;
  const linkProps = item.external
    ? { component: 'a' as const, href: item.path, target: '_blank', rel: 'noopener noreferrer' }
    : { component: Link, to: item.path };
  const button = (
    <ListItemButton
      {...linkProps}
      selected={active}
      aria-current={active ? 'page' : undefined}
      aria-label={collapsed ? item.label : undefined}
      onClick={onNavigate}
      sx={{
        borderRadius: 2,
        mx: 1,
        my: '1px',
        minHeight: 32,
        py: 0.25,
        px: collapsed ? 1.5 : 1.5,
        justifyContent: collapsed ? 'center' : 'flex-start',
        '&.Mui-selected': { bgcolor: 'action.selected', color: 'primary.main' },
        '&.Mui-selected .MuiListItemIcon-root': { color: 'primary.main' },
      }}
    >
      <ListItemIcon sx={{ minWidth: collapsed ? 0 : 36, color: 'text.secondary' }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      {collapsed ? null : (
        <ListItemText
          primary={item.label}
          slotProps={{ primary: { variant: 'body2', fontWeight: active ? 600 : 500, noWrap: true } }}
        />
      )}
      {!collapsed && item.external ? (
        <OpenInNewIcon fontSize="inherit" sx={{ color: 'text.disabled' }} aria-label="opens in a new tab" />
      ) : null}
    </ListItemButton>
  );
  return (
    <li>
      {collapsed ? (
        <Tooltip title={item.label} placement="right">
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </li>
  );
};

/** Grouped navigation; headings stay available to assistive tech when collapsed. */
export const SidebarNav = ({
  groups,
  collapsed,
  onNavigate,
}: {
  groups: NavGroup[];
  collapsed: boolean;
  /** Called when an entry is chosen (the phone drawer closes on it). */
  onNavigate?: () => void;
}) => {
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label="Main navigation" sx={{ flex: 1, overflowY: 'auto', py: 0.5 }}>
      {groups.map((group) => {
        const headingId = `nav-group-${group.id}`;
        return (
          <Box key={group.id} sx={{ mb: 0.25 }}>
            <Typography
              id={headingId}
              component="h2"
              variant="overline"
              sx={
                collapsed
                  ? visuallyHidden
                  : { display: 'block', px: 2.5, pt: 0.25, color: 'text.secondary', lineHeight: 1.5, letterSpacing: 1 }
              }
            >
              {group.heading}
            </Typography>
            <List dense disablePadding aria-labelledby={headingId}>
              {group.items.map((item) => (
                <NavEntry
                  key={item.path}
                  item={item}
                  collapsed={collapsed}
                  onNavigate={onNavigate}
                  active={!item.external && isNavItemActive(item.path, pathname)}
                />
              ))}
            </List>
          </Box>
        );
      })}
    </Box>
  );
};
