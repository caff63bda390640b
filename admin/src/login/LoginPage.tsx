import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Link, Stack, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/LockOutlined';
import { useAuthProvider } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { appConfig } from '../config';
import { BrandBadge } from '../layout/BrandBadge';
import { ThemeToggleButton } from '../layout/ThemeToggleButton';
import type { AppAuthProvider } from '../providers/auth-provider';
import { DOMAIN_NOTE, messageForLoginFailure, messageFromQuery } from './login-messages';

type LoginState = 'idle' | 'signing-in' | 'redirecting';

const MicrosoftMark = () => (
  <Box
    aria-hidden
    sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 7px)', gap: '2px' }}
  >
    {(['error.main', 'success.main', 'info.main', 'warning.main'] as const).map((color) => (
      <Box key={color} sx={{ width: 7, height: 7, bgcolor: color }} />
    ))}
  </Box>
);

/** /login: sign in with the company's Microsoft work account (server-side OIDC). */
const LoginPage = () => {
  const authProvider = useAuthProvider<AppAuthProvider>();
  const location = useLocation();
  const navigate = useNavigate();
  const [queryMessage] = useState(() => messageFromQuery(location.search));
  const [state, setState] = useState<LoginState>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [disabledMessage, setDisabledMessage] = useState<string | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Clean ?access_denied=1 / ?error=… from the address bar once read.
  const arrivedWithQuery = useRef(location.search !== '');
  useEffect(() => {
    if (!arrivedWithQuery.current) return;
    arrivedWithQuery.current = false;
    void navigate('/login', { replace: true });
  }, [navigate]);

  useEffect(() => {
    if (!authProvider) return;
    let cancelled = false;
    authProvider
      .checkAuth({})
      .then(() => {
        if (!cancelled) void navigate('/', { replace: true });
      })
      .catch(() => undefined);
    authProvider
      .getLoginOptions()
      .then((options) => {
        if (!cancelled && !options.enabled) setDisabledMessage(options.message);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [authProvider, navigate]);

  const signIn = async () => {
    if (!authProvider || state !== 'idle') return;
    setFailure(null);
    setState('signing-in');
    try {
      await authProvider.login({});
      if (mounted.current) setState('redirecting');
    } catch (error) {
      if (!mounted.current) return;
      setState('idle');
      setFailure(messageForLoginFailure(error));
    }
  };

  const working = state !== 'idle';
  const loginUrl = `${appConfig.apiBaseUrl}/auth/login`;

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        bgcolor: 'background.default',
        color: 'text.primary',
        position: 'relative',
      }}
    >
      <Box sx={{ position: 'absolute', top: 16, right: 16 }}>
        <ThemeToggleButton />
      </Box>
      <Card sx={{ width: '100%', maxWidth: 420, boxShadow: 4 }} variant="elevation">
        <CardContent sx={{ p: 4 }}>
          <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <BrandBadge size={56} />
            <Box>
              <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
                {appConfig.productTitle}
              </Typography>
              <Typography color="text.secondary" variant="body2">
                Sign in with your company Microsoft account
              </Typography>
            </Box>

            {queryMessage ? (
              <Alert severity="error" sx={{ width: '100%', textAlign: 'left' }}>
                {queryMessage}
              </Alert>
            ) : null}
            {failure ? (
              <Alert severity="error" sx={{ width: '100%', textAlign: 'left' }}>
                {failure}
              </Alert>
            ) : null}

            {disabledMessage ? (
              <Alert severity="warning" sx={{ width: '100%', textAlign: 'left' }}>
                {disabledMessage}
              </Alert>
            ) : (
              <Stack spacing={1.5} sx={{ width: '100%', alignItems: 'center' }}>
                <Button
                  fullWidth
                  size="large"
                  variant="contained"
                  onClick={() => void signIn()}
                  disabled={working}
                  aria-busy={working}
                  startIcon={working ? <CircularProgress size={18} color="inherit" /> : <MicrosoftMark />}
                >
                  {working ? 'Signing in...' : 'Sign in with Microsoft'}
                </Button>
                <Link href={loginUrl} target="_blank" rel="noopener noreferrer" variant="body2">
                  Click here if button doesn't work
                </Link>
              </Stack>
            )}

            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
              <LockIcon fontSize="small" />
              <Typography variant="caption">{DOMAIN_NOTE}</Typography>
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};

export default LoginPage;
