import DuplicatesIcon from '@mui/icons-material/ContentCopyOutlined';
import type { OpportunityDetail } from '../../api/types';
import { POSSIBLE_DUPLICATES } from '../duplicates/duplicate-words';
import { OpportunityDuplicates } from '../duplicates/OpportunityDuplicates';
import { DetailCard } from './DetailCard';

/**
 * 'Possible duplicates': other leads that may be the same customer, with Compare, Merge and "Not a duplicate" (a
 * merged lead offers no merge of its own); absent when there are none.
 */
export const DuplicatesCard = ({ detail }: { detail: OpportunityDetail }) => (
  <OpportunityDuplicates
    owner={{ id: detail.id, tracking: detail.tracking_number, created_at: detail.created_at }}
    marked={detail.possible_duplicate}
    readOnly={Boolean(detail.merged_into_tracking)}
    frame={(content) => (
      <DetailCard title={POSSIBLE_DUPLICATES} icon={<DuplicatesIcon />}>
        {content}
      </DetailCard>
    )}
  />
);
