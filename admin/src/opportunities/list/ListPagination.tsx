import { useListContext } from 'react-admin';
import { Box, Button, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { pageButtons, pageCount, paginationSummary } from './pagination';

/**
 * "Showing X of Y pages (N total opportunities)", Previous, numbered buttons with ellipses, Next; only when there is
 * more than one page. When the server capped the count (`meta.total_exact` false) the last page is unknown, and a
 * full page means there may be a next one.
 */
export const ListPagination = () => {
  const { page, perPage, total, data, meta, error, setPage: onPage } = useListContext();
  if (error || !data || total === undefined) return null;
  const pages = pageCount(total, perPage);
  if (pages <= 1) return null;
  const totalExact = meta?.total_exact !== false;
  const hasNext = totalExact ? page < pages : data.length === perPage;
  const buttons = pageButtons({ current: page, pages, lastKnown: totalExact });
  return (
    <Box
      component="nav"
      aria-label="Pagination"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1.5, px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography variant="body2" color="text.secondary" data-testid="pagination-summary">
        {paginationSummary({ page, pages, total, exact: totalExact })}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
        <Button size="small" startIcon={<ChevronLeftIcon />} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        {buttons.map((button) =>
          button.kind === 'ellipsis' ? (
            <Typography key={button.key} component="span" color="text.secondary" aria-hidden sx={{ px: 0.5 }}>
              …
            </Typography>
          ) : (
            <Button
              key={button.page}
              size="small"
              variant={button.page === page ? 'contained' : 'outlined'}
              aria-label={`Page ${button.page}`}
              aria-current={button.page === page ? 'page' : undefined}
              onClick={() => onPage(button.page)}
              sx={{ minWidth: 36, px: 1 }}
            >
              {button.page}
            </Button>
          ),
        )}
        <Button size="small" endIcon={<ChevronRightIcon />} disabled={!hasNext} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </Box>
    </Box>
  );
};
