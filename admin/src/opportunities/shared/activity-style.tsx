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
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInboxOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import PauseCircleIcon from '@mui/icons-material/PauseCircleOutline';
import StopCircleIcon from '@mui/icons-material/StopCircleOutlined';
import ReplyIcon from '@mui/icons-material/Reply';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import ScheduleSendIcon from '@mui/icons-material/ScheduleSendOutlined';
import UnsubscribeIcon from '@mui/icons-material/UnsubscribeOutlined';
import ReportIcon from '@mui/icons-material/ReportOutlined';
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
  sequence_email_sent: { tone: 'info', icon: <ForwardToInboxIcon fontSize="small" /> },
  sequence_run_completed: { tone: 'success', icon: <TaskAltIcon fontSize="small" /> },
  sequence_run_ended: { tone: 'warning', icon: <StopCircleIcon fontSize="small" /> },
  sequence_run_paused: { tone: 'warning', icon: <PauseCircleIcon fontSize="small" /> },
  // Mail that came back: a person's reply, an automatic answer (out of office), a bounce, a request to stop mailing,
  // a spam complaint the recipient's mailbox provider reported.
  sequence_reply_received: { tone: 'success', icon: <ReplyIcon fontSize="small" /> },
  inbound_reply: { tone: 'success', icon: <ReplyIcon fontSize="small" /> },
  inbound_auto_reply: { tone: 'info', icon: <ScheduleSendIcon fontSize="small" /> },
  inbound_bounce: { tone: 'error', icon: <ErrorOutlineIcon fontSize="small" /> },
  inbound_unsubscribe: { tone: 'warning', icon: <UnsubscribeIcon fontSize="small" /> },
  inbound_complaint: { tone: 'error', icon: <ReportIcon fontSize="small" /> },
};

const FALLBACK: KindStyle = { tone: 'grey', icon: <HistoryIcon fontSize="small" /> };

/** Icon and colour of a timeline entry; unknown kinds (a newer server) get a neutral clock. */
export const activityStyle = (kind: string): KindStyle => KINDS[kind as ActivityEvent['kind']] ?? FALLBACK;
