import { Box, Button, Divider, IconButton, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLogout, useStore } from 'react-admin';
import { appConfig } from '../config';
import { SIDEBAR_WIDTH } from '../theme/theme';
import { BrandBadge } from './BrandBadge';
import { visibleNavGroups } from './navigation';
import { SidebarNav } from './SidebarNav';
import { SystemStatusBox } from './SystemStatusBox';
import { ThemeToggleButton } from './ThemeToggleButton';
import { useAppIdentity } from './use-app-identity';
import { UserBlock } from './UserBlock';

export interface SidebarProps {
  /** Opens the New Opportunity dialog. */
  onNewOpportunity: () => void;
}

const NewOpportunityButton = ({ collapsed, onClick }: { collapsed: boolean; onClick: () => void }) => (
  <Box sx={{ display: 'flex', justifyContent: 'center', px: collapsed ? 0 : 2, py: 0.75 }}>
    {collapsed ? (
      <Tooltip title="New Opportunity" placement="right">
        <IconButton aria-label="New Opportunity" color="primary" onClick={onClick}>
          <AddIcon />
        </IconButton>
      </Tooltip>
    ) : (
      <Button fullWidth variant="contained" startIcon={<AddIcon />} onClick={onClick}>
        New Opportunity
      </Button>
    )}
  </Box>
);

/** Sidebar content shared by the desktop column and the phone drawer. */
interface SidebarPanelProps extends SidebarProps {
  /** 'drawer': full-width content inside the phone drawer, with a close button instead of the collapse toggle. */
  variant: 'column' | 'drawer';
  collapsed: boolean;
  /** Column: flips the collapsed state. Drawer: closes the drawer. */
  onToggle: () => void;
  /** Called after a navigation entry is chosen (the drawer closes on it). */
  onNavigate?: () => void;
}

const SidebarPanel = ({ variant, collapsed, onToggle, onNavigate, onNewOpportunity }: SidebarPanelProps) => {
  const { identity, isPending } = useAppIdentity();
  const logout = useLogout();
  const groups = visibleNavGroups({ role: identity?.role, opsForAll: identity?.opsForAll ?? false });
  const inDrawer = variant === 'drawer';
  const toggleLabel = inDrawer ? 'Close navigation' : collapsed ? 'Expand sidebar' : 'Collapse sidebar';
  const toggleIcon = inDrawer ? (
    <CloseIcon fontSize="small" />
  ) : collapsed ? (
    <ChevronRightIcon fontSize="small" />
  ) : (
    <ChevronLeftIcon fontSize="small" />
  );

  return (
    <Box
      component="aside"
      aria-label="Sidebar"
      data-collapsed={collapsed ? 'true' : 'false'}
      sx={
        inDrawer
          ? { width: '100%', minHeight: '100%', display: 'flex', flexDirection: 'column', bgcolor: 'background.paper' }
          : {
              width: collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded,
              flexShrink: 0,
              height: '100vh',
              position: 'sticky',
              top: 0,
              display: 'flex',
              flexDirection: 'column',
              bgcolor: 'background.paper',
              borderRight: 1,
              borderColor: 'divider',
              transition: (theme) => theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
              overflowX: 'hidden',
            }
      }
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: collapsed ? 0 : 2,
          pt: 1.5,
          pb: 0.5,
          flexDirection: collapsed ? 'column' : 'row',
        }}
      >
        <BrandBadge size={collapsed ? 36 : 40} />
        {collapsed ? null : (
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, lineHeight: 1.2 }} noWrap>
              {appConfig.productTitle}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {appConfig.productSubtitle}
            </Typography>
          </Box>
        )}
        <Tooltip title={toggleLabel} placement="right">
          <IconButton
            aria-label={toggleLabel}
            aria-expanded={inDrawer ? undefined : !collapsed}
            size="small"
            onClick={onToggle}
          >
            {toggleIcon}
          </IconButton>
        </Tooltip>
      </Box>
      <NewOpportunityButton collapsed={collapsed} onClick={onNewOpportunity} />
      <Divider />
      <SidebarNav groups={groups} collapsed={collapsed} onNavigate={onNavigate} />
      <Divider />
      <SystemStatusBox collapsed={collapsed} />
      <UserBlock identity={identity} isPending={isPending} collapsed={collapsed} />
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          flexDirection: collapsed ? 'column' : 'row',
          gap: 1,
          px: collapsed ? 0 : 2,
          pb: 1,
          pt: 0.5,
        }}
      >
        <ThemeToggleButton />
        {collapsed ? (
          <Tooltip title="Sign Out" placement="right">
            <IconButton aria-label="Sign Out" size="small" onClick={() => void logout()}>
              <LogoutIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : (
          <Button
            fullWidth
            variant="outlined"
            color="inherit"
            startIcon={<LogoutIcon />}
            onClick={() => void logout()}
            sx={{ borderColor: 'divider' }}
          >
            Sign Out
          </Button>
        )}
      </Box>
    </Box>
  );
};

/** The app shell's left sidebar (64 px collapsed, 288 px wide; choice kept in 'la.sidebarCollapsed'). */
export const Sidebar = ({ onNewOpportunity }: SidebarProps) => {
  const [collapsed, setCollapsed] = useStore<boolean>('sidebarCollapsed', false);
  return (
    <SidebarPanel
      variant="column"
      collapsed={collapsed}
      onToggle={() => setCollapsed(!collapsed)}
      onNewOpportunity={onNewOpportunity}
    />
  );
};

/** The full (expanded) sidebar for the phone drawer; never collapsed, closes itself through `onClose`. */
export const DrawerSidebar = ({ onClose, onNewOpportunity }: SidebarProps & { onClose: () => void }) => (
  <SidebarPanel
    variant="drawer"
    collapsed={false}
    onToggle={onClose}
    onNavigate={onClose}
    onNewOpportunity={onNewOpportunity}
  />
);
