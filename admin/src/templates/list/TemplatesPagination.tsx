import { useListContext } from 'react-admin';
import { Box, Pagination, Typography } from '@mui/material';

/** 'Showing a–b of n templates' and the page buttons, when there is more than one page. */
export const TemplatesPagination = () => {
  const { page, perPage, total, data, error, setPage } = useListContext();
  if (error || !data || total === undefined || total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / perPage));
  const from = (page - 1) * perPage + 1;
  const to = Math.min(total, from + data.length - 1);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
      <Typography variant="body2" color="text.secondary" data-testid="templates-range">
        {`Showing ${from}–${to} of ${total} templates`}
      </Typography>
      {pages > 1 ? (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_event, next) => setPage(next)}
          color="primary"
          shape="rounded"
        />
      ) : null}
    </Box>
  );
};
