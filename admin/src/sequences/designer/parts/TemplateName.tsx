import { Typography, type TypographyProps } from '@mui/material';
import { useGetOne } from 'react-admin';
import type { TemplateRecord } from '../../../api/types';

/** A step's template by name ('No template' when none is chosen; the id while the name loads or when it is gone). */
export const TemplateName = ({ templateId, ...props }: { templateId: string | null } & TypographyProps) => {
  const { data } = useGetOne<TemplateRecord>('templates', { id: templateId ?? '' }, { enabled: Boolean(templateId), retry: false });
  return <Typography {...props}>{templateId ? (data?.name ?? templateId) : 'No template'}</Typography>;
};
