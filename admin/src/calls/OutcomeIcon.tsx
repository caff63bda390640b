import type { SvgIconProps } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import PhoneDisabledIcon from '@mui/icons-material/PhoneDisabled';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import PhoneMissedIcon from '@mui/icons-material/PhoneMissed';
import UpdateIcon from '@mui/icons-material/Update';
import VoicemailIcon from '@mui/icons-material/Voicemail';
import type { ComponentType } from 'react';
import type { CallOutcome } from '../api/types';

const ICONS: Record<CallOutcome, ComponentType<SvgIconProps>> = {
  answered: PhoneInTalkIcon,
  no_answer: PhoneMissedIcon,
  voicemail: VoicemailIcon,
  wrong_number: PhoneDisabledIcon,
  not_interested: BlockIcon,
  booked: EventAvailableIcon,
  rescheduled: UpdateIcon,
};

/** Theme colour per outcome, so cards and history rows read at a glance in both modes. */
export const OUTCOME_COLORS: Record<CallOutcome, SvgIconProps['color']> = {
  answered: 'success',
  no_answer: 'warning',
  voicemail: 'info',
  wrong_number: 'error',
  not_interested: 'error',
  booked: 'success',
  rescheduled: 'primary',
};

/** The icon of a call outcome (decorative; the label carries the meaning). */
export const OutcomeIcon = ({ outcome, ...props }: { outcome: CallOutcome } & SvgIconProps) => {
  const Icon = ICONS[outcome] ?? PhoneInTalkIcon;
  return <Icon color={OUTCOME_COLORS[outcome] ?? 'action'} aria-hidden {...props} />;
};
