import { Box, Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { endpointStatusColor, STATUS_LABELS } from '../health/health-status';
import type { HealthEndpoint } from '../api/types';

/**
 * Every endpoint of the /api-health report with its status chip. The server sends addresses and error texts
 * to admins only; without them the URL and Error columns are left out.
 */
export const HealthEndpointTable = ({ endpoints }: { endpoints: HealthEndpoint[] }) => {
  if (endpoints.length === 0) {
    return (
      <Box sx={{ p: 2, textAlign: 'center', color: 'text.secondary', border: 1, borderColor: 'divider', borderRadius: 2 }}>
        No endpoints reported
      </Box>
    );
  }
  const detailed = endpoints.some((endpoint) => Boolean(endpoint.url));
  return (
    <Box>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
        <Table size="small" aria-label="Endpoint health">
          <TableHead>
            <TableRow>
              <TableCell>Endpoint</TableCell>
              <TableCell>Method</TableCell>
              {detailed && <TableCell>URL</TableCell>}
              <TableCell>Status</TableCell>
              <TableCell align="right">Response time</TableCell>
              {detailed && <TableCell>Error</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {endpoints.map((endpoint) => (
              <TableRow key={`${endpoint.method} ${endpoint.url} ${endpoint.name}`} data-testid="health-endpoint">
                <TableCell sx={{ fontWeight: 600 }}>{endpoint.name}</TableCell>
                <TableCell>
                  <Typography variant="caption" sx={{ fontFamily: 'monospace' }}>
                    {endpoint.method}
                  </Typography>
                </TableCell>
                {detailed && (
                  <TableCell sx={{ fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' }}>{endpoint.url}</TableCell>
                )}
                <TableCell>
                  <Chip size="small" color={endpointStatusColor(endpoint.status)} label={STATUS_LABELS[endpoint.status]} />
                </TableCell>
                <TableCell align="right">
                  {endpoint.response_time === null ? '—' : `${Math.round(endpoint.response_time)} ms`}
                </TableCell>
                {detailed && <TableCell sx={{ color: 'error.main', wordBreak: 'break-word' }}>{endpoint.error ?? ''}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {!detailed && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          Addresses and error details are shown to administrators.
        </Typography>
      )}
    </Box>
  );
};
