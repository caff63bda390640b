import { Avatar, Box, Skeleton, Tooltip, Typography } from '@mui/material';
import type { ShellIdentity } from './use-app-identity';

/** Avatar with the display name's initial, the display name (or 'User') and principal name. */
export const UserBlock = ({
  identity,
  isPending,
  collapsed,
}: {
  identity: ShellIdentity | null;
  isPending: boolean;
  collapsed: boolean;
}) => {
  const name = identity?.displayName || 'User';
  const principal = identity?.userPrincipalName || identity?.email || '';
  const avatar = (
    <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 16 }}>
      {name.charAt(0).toUpperCase()}
    </Avatar>
  );
  if (isPending) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1 }}>
        <Skeleton variant="circular" width={36} height={36} />
        {collapsed ? null : <Skeleton variant="text" width={120} />}
      </Box>
    );
  }
  if (collapsed) {
    return (
      <Tooltip title={`${name}${principal ? ` (${principal})` : ''}`} placement="right">
        <Box aria-label={`Signed in as ${name}`} sx={{ display: 'grid', placeItems: 'center', py: 1 }}>
          {avatar}
        </Box>
      </Tooltip>
    );
  }
  return (
    <Box aria-label="Signed-in user" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 0.5, minWidth: 0 }}>
      {avatar}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {name}
        </Typography>
        {principal ? (
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {principal}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
};
