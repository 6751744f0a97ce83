// Attribute nodes as label/value rows in one or two columns; empty attributes are hidden.
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AttributeNode } from '../../api/normalize/paths.ts';
import { useRegistries, widgetOf } from '../core/registries.ts';
import { withValues } from './detailModel.ts';
import { attributeLabel } from '../../widgets/attributeValue/attributeLabel.ts';

export function AttributeRows({ nodes, columns = 1 }: { nodes: readonly AttributeNode[]; columns?: 1 | 2 }) {
  const { t, i18n } = useTranslation();
  const AttributeValue = widgetOf(useRegistries().widgets, 'attributeValue', 'display');
  const shown = withValues(nodes);
  if (shown.length === 0) return null;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', columnGap: 4, rowGap: 1.5, gridTemplateColumns: { xs: '1fr', md: columns === 2 ? '1fr 1fr' : '1fr' } }}>
      {shown.map((node) => (
        <div key={node.key} data-attribute={node.key}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {attributeLabel(t, node.key, node.displayLabel)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
            <AttributeValue node={node} locale={i18n.language} />
          </Typography>
        </div>
      ))}
    </Box>
  );
}
