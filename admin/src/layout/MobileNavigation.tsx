import { useState } from 'react';
import { AppBar, Drawer, IconButton, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { useLocation } from 'react-router-dom';
import { appConfig } from '../config';
import { SIDEBAR_WIDTH } from '../theme/theme';
import { BrandBadge } from './BrandBadge';
import { DrawerSidebar } from './Sidebar';

const DRAWER_ID = 'mobile-navigation-drawer';

/**
 * Phone-sized shell navigation: a slim top bar with the brand and an 'Open navigation' button that opens the full
 * sidebar in a temporary (overlay) drawer. The drawer closes on backdrop click, Escape, its close button and any
 * navigation (it only stays open for the path it was opened on), and when 'New Opportunity' opens its dialog.
 */
export const MobileNavigation = ({ onNewOpportunity }: { onNewOpportunity: () => void }) => {
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === pathname;
  const close = () => setOpenedAt(null);

  return (
    <>
      <AppBar
        position="sticky"
        color="inherit"
        elevation={0}
        sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar variant="dense" sx={{ gap: 1.5, px: { xs: 1 } }}>
          <IconButton
            aria-label="Open navigation"
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? DRAWER_ID : undefined}
            onClick={() => setOpenedAt(pathname)}
          >
            <MenuIcon />
          </IconButton>
          <BrandBadge size={32} />
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, minWidth: 0 }} noWrap>
            {appConfig.productTitle}
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer
        id={DRAWER_ID}
        variant="temporary"
        anchor="left"
        open={open}
        onClose={close}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-modal': true,
            'aria-label': 'Navigation',
            sx: { width: SIDEBAR_WIDTH.expanded, maxWidth: 'calc(100vw - 56px)' },
          },
        }}
      >
        <DrawerSidebar
          onClose={close}
          onNewOpportunity={() => {
            close();
            onNewOpportunity();
          }}
        />
      </Drawer>
    </>
  );
};
