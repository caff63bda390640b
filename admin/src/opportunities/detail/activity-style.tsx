import type { ReactElement } from 'react';
import AddCircleIcon from '@mui/icons-material/AddCircleOutline';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesomeOutlined';
import CloudDoneIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import HistoryIcon from '@mui/icons-material/History';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailReadOutlined';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalkOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import type { ActivityEvent } from '../../api/types';

/** Theme palette keys the timeline uses (each has main/contrastText in light and dark). */
export type ActivityTone = 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error' | 'grey';

interface KindStyle {
  tone: ActivityTone;
  icon: ReactElement;
}

// Kinds without their own style (say, values fitted to the form's limits) get the neutral clock.
const KINDS: Partial<Record<ActivityEvent['kind'], KindStyle>> = {
  created: { tone: 'primary', icon: <AddCircleIcon fontSize="small" /> },
  updated_by_email: { tone: 'info', icon: <MarkEmailReadIcon fontSize="small" /> },
  enriched: { tone: 'secondary', icon: <AutoAwesomeIcon fontSize="small" /> },
  sync_succeeded: { tone: 'success', icon: <CloudDoneIcon fontSize="small" /> },
  sync_failed: { tone: 'error', icon: <CloudOffIcon fontSize="small" /> },
  sync_requeued: { tone: 'warning', icon: <ReplayIcon fontSize="small" /> },
  call_outcome: { tone: 'info', icon: <PhoneInTalkIcon fontSize="small" /> },
  edited: { tone: 'grey', icon: <EditIcon fontSize="small" /> },
};

const FALLBACK: KindStyle = { tone: 'grey', icon: <HistoryIcon fontSize="small" /> };

/** Icon and colour of a timeline entry; unknown kinds (a newer server) get a neutral clock. */
export const activityStyle = (kind: string): KindStyle => KINDS[kind as ActivityEvent['kind']] ?? FALLBACK;
