import { Fragment, type ReactNode } from 'react';
import { useListContext, type RaRecord } from 'react-admin';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Paper, Typography } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import { errorMessage } from '../providers/api-error';

/** What a card list says, by state ('Sequences', 'Loading sequences', 'Failed to load sequences', ...). */
export interface CardGridTexts {
  /** The grid's accessible name. */
  label: string;
  loading: string;
  failed: string;
  /** The empty state: its heading, intro and create button; `noMatch` when filters or a search hide every record. */
  empty: string;
  intro: string;
  create: string;
  noMatch: string;
}

export interface CardGridProps<RecordType extends RaRecord> {
  texts: CardGridTexts;
  /** The grid's columns by breakpoint (a CSS grid-template-columns value each). */
  columns: Record<string, string>;
  /** One loading card's content (six are shown), and the test id each loading card carries. */
  skeleton: ReactNode;
  skeletonTestId: string;
  /** The empty state's icon. */
  icon: SvgIconComponent;
  /** Whether the list's filters hide records (the empty state then says so instead of offering to create). */
  isFiltered: (filterValues: Record<string, unknown>) => boolean;
  onCreate: () => void;
  renderCard: (record: RecordType) => ReactNode;
}

const gridSx = (columns: Record<string, string>) => ({ display: 'grid', gap: 2, gridTemplateColumns: columns });

const EmptyState = ({ texts, icon: Icon, filtered, onCreate }: { texts: CardGridTexts; icon: SvgIconComponent; filtered: boolean; onCreate: () => void }) => (
  <Paper variant="outlined" sx={{ py: 8, px: 3, textAlign: 'center' }}>
    <Icon sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
    {filtered ? (
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {texts.noMatch}
      </Typography>
    ) : (
      <>
        <Typography variant="h6" component="p" sx={{ mt: 1 }}>
          {texts.empty}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {texts.intro}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate} sx={{ mt: 3 }}>
          {texts.create}
        </Button>
      </>
    )}
  </Paper>
);

/**
 * The list's records as a grid of cards (in a react-admin list context): skeleton cards while loading, an empty state
 * (or "no match" under filters), or the load error with Try again. The sequences and templates lists use it.
 */
export const CardGrid = <RecordType extends RaRecord>({ texts, columns, skeleton, skeletonTestId, icon, isFiltered, onCreate, renderCard }: CardGridProps<RecordType>) => {
  const { data, isPending, error, refetch, filterValues } = useListContext<RecordType>();
  if (error) {
    return (
      <Alert
        severity="error"
        variant="outlined"
        action={
          <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => void refetch()}>
            Try again
          </Button>
        }
      >
        <AlertTitle>{texts.failed}</AlertTitle>
        {errorMessage(error)}
      </Alert>
    );
  }
  if (isPending) {
    return (
      <Box sx={gridSx(columns)} aria-busy="true" aria-label={texts.loading}>
        {Array.from({ length: 6 }, (_, index) => (
          <Card key={index} variant="outlined" data-testid={skeletonTestId}>
            <CardContent>{skeleton}</CardContent>
          </Card>
        ))}
      </Box>
    );
  }
  if (!data?.length) return <EmptyState texts={texts} icon={icon} filtered={isFiltered(filterValues as Record<string, unknown>)} onCreate={onCreate} />;
  return (
    <Box sx={gridSx(columns)} component="section" aria-label={texts.label}>
      {data.map((record) => (
        <Fragment key={record.id}>{renderCard(record)}</Fragment>
      ))}
    </Box>
  );
};
