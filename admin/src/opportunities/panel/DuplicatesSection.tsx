import DuplicatesIcon from '@mui/icons-material/ContentCopyOutlined';
import type { OpportunityListItem } from '../../api/types';
import { POSSIBLE_DUPLICATES } from '../duplicates/duplicate-words';
import { OpportunityDuplicates } from '../duplicates/OpportunityDuplicates';
import { PanelSection } from './PanelSection';

/**
 * The side panel's 'Possible duplicates': other leads that may be the same customer; absent when there are none.
 * A read-only (merged) lead offers no merge of its own.
 */
export const DuplicatesSection = ({ item, readOnly = false }: { item: OpportunityListItem; readOnly?: boolean }) => (
  <OpportunityDuplicates
    owner={{ id: item.id, tracking: item.q2g_tracking_number, created_at: item.raw.created_at }}
    marked={item.raw.possible_duplicate}
    newTab
    readOnly={readOnly}
    frame={(content) => (
      <PanelSection title={POSSIBLE_DUPLICATES} icon={<DuplicatesIcon fontSize="small" />}>
        {content}
      </PanelSection>
    )}
  />
);
