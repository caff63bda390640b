import { Box, Card, CardActions, CardContent, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useWriteDenied, WRITE_DENIED } from '../../access/write-access';
import type { TemplateRecord } from '../../api/types';
import { formatShortDate } from '../../format/date';
import { DeleteTemplateButton } from './DeleteTemplateButton';

/** One template in the grid: name, subject, tags and when it changed, with edit and delete (its owner's or an admin's). */
export const TemplateCard = ({ template, onEdit }: { template: TemplateRecord; onEdit: (id: string) => void }) => {
  const denied = useWriteDenied(template, WRITE_DENIED.template);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={template.name}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', transition: 'border-color 120ms', '&:hover': { borderColor: 'primary.main' } }}
    >
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <Typography variant="subtitle1" component="h2" fontWeight={600} noWrap title={template.name}>
          {template.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap title={template.subject} sx={{ mt: 0.5 }}>
          {template.subject?.trim() ? template.subject : 'No subject'}
        </Typography>
        {template.tags.length > 0 ? (
          <Stack direction="row" useFlexGap spacing={0.5} flexWrap="wrap" sx={{ mt: 1.5 }} aria-label="Tags">
            {template.tags.map((tag) => (
              <Chip key={tag} label={tag} size="small" variant="outlined" />
            ))}
          </Stack>
        ) : null}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 1.5, pt: 0, justifyContent: 'space-between' }}>
        <Typography variant="caption" color="text.secondary">
          {`Updated ${formatShortDate(template.updated_at)}`}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          <Tooltip title={denied ? `Edit: ${denied}` : 'Edit'}>
            <span>
              <IconButton aria-label={`Edit ${template.name}`} size="small" color="primary" disabled={Boolean(denied)} onClick={() => onEdit(template.id)}>
                <EditIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <DeleteTemplateButton template={template} denied={denied} />
        </Box>
      </CardActions>
    </Card>
  );
};
