import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/data-provider';
import type { DomainHold, PausedMailbox } from '../providers/mailbox-pause-methods';
import { useLiftedList } from './use-lifted-list';

/**
 * Sending mailboxes paused on evidence (GET /api/mailboxes/paused, each with the messages that tripped it), and the
 * admin's resume (POST /api/mailboxes/{mailbox}/resume): 'Sending resumed for …', then the list is read again.
 */
export const usePausedMailboxes = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { items, lift, lifting } = useLiftedList<PausedMailbox>({
    queryKey: ['dashboard', 'paused-mailboxes'],
    read: () => dataProvider.getPausedMailboxes(),
    lift: (mailbox) => dataProvider.resumeMailbox(mailbox),
    done: (mailbox) => `Sending resumed for ${mailbox}`,
    failedWord: 'Resume',
  });
  return { items, resume: lift, resuming: lifting };
};

/**
 * Recipient domains held back after one policy refusal (GET /api/mailboxes/domain-holds), and the admin's early
 * release (POST /api/mailboxes/domain-holds/{domain}/release): 'Mail to … released', then the list is read again.
 */
export const useDomainHolds = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { items, lift, lifting } = useLiftedList<DomainHold>({
    queryKey: ['dashboard', 'domain-holds'],
    read: () => dataProvider.getDomainHolds(),
    lift: (domain) => dataProvider.releaseDomainHold(domain),
    done: (domain) => `Mail to ${domain} released`,
    failedWord: 'Release',
  });
  return { items, release: lift, releasing: lifting };
};
