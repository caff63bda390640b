import { lazy } from 'react';
import RepliesIcon from '@mui/icons-material/MarkChatReadOutlined';
import type { ReplyRecord } from '../providers/replies-methods';
import type { ResourceScreens } from '../screens/screen-types';

/** The replies resource, whose screen lives at /ops/replies (list only; a reply opens in a dialog). */
export const replies: ResourceScreens = {
  name: 'replies',
  list: lazy(() => import('./RecentRepliesPage')),
  icon: RepliesIcon,
  recordRepresentation: (record) => String((record as Partial<ReplyRecord>).reply_from || record.id),
};
