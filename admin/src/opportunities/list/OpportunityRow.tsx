import { createContext, useContext, type KeyboardEvent } from 'react';
import { DataTableBody, DataTableRow, useRecordContext, type DataTableBodyProps, type DataTableRowProps } from 'react-admin';
import type { Theme } from '@mui/material';
import type { OpportunityListItem } from '../../api/types';
import type { PanelMode } from './RowActions';

/** What Enter on a focused row does (the table provides it; DataTable's rows take no props of their own). */
export const RowOpenContext = createContext<(item: OpportunityListItem, mode: PanelMode) => void>(() => undefined);

const ROW_SX = {
  '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: -2 },
  '&:last-child td': { borderBottom: 0 },
  // The sticky Actions cell is opaque, so it repaints the row's hover tint itself.
  '&:hover td:last-of-type': { backgroundImage: (theme: Theme) => `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})` },
} as const satisfies DataTableRowProps['sx'];

/** DataTable's row for one opportunity: focusable, and Enter on it opens the side panel in view mode. */
const OpportunityRow = (props: DataTableRowProps) => {
  const item = useRecordContext<OpportunityListItem>();
  const onOpen = useContext(RowOpenContext);
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    // Only the row itself: Enter on one of its buttons or links keeps its own meaning.
    if (!item || event.key !== 'Enter' || event.target !== event.currentTarget) return;
    event.preventDefault();
    onOpen(item, 'view');
  };
  return (
    <DataTableRow {...props} tabIndex={0} onKeyDown={onKeyDown} data-testid="opportunity-row" data-tracking={item?.q2g_tracking_number} sx={ROW_SX} />
  );
};

/** DataTable's body with the opportunity rows. */
export const OpportunitiesBody = (props: DataTableBodyProps) => <DataTableBody {...props} row={OpportunityRow} />;
