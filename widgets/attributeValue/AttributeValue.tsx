// One attribute's values as text: a mail link for Email, a tel: link for phone attributes, a date
// for time values, a link that opens the quick-info popup for DN values of user-lookup, plain text
// otherwise; nothing at all when there is no value.
import { Fragment } from 'react';
import Link from '@mui/material/Link';
import { shownValues, type AttributeNode } from '../../api/normalize/paths.ts';
import { formatTimeValue } from '../../api/normalize/dates.ts';
import { useQuickInfo } from '../quickInfo/useQuickInfo.ts';

export const USER_LOOKUP_ENTITY = 'user-lookup';

/** Attributes that are telephone numbers when the server does not say formatType 'phone'. */
const PHONE_KEYS = new Set(['TelephoneNumber', 'Mobile']);

/**
 * One text value by the attribute's rule: mailto for Email (or formatType 'email'), a tel: link
 * without spaces for every phone-typed attribute (formatType 'phone', TelephoneNumber, Mobile).
 */
export function AttributeValueText({ attributeKey, text, formatType }: { attributeKey: string; text: string; formatType?: string }) {
  if (text === '') return null;
  if (attributeKey === 'Email' || formatType === 'email') return <Link href={`mailto:${text}`}>{text}</Link>;
  if (PHONE_KEYS.has(attributeKey) || formatType === 'phone') return <Link href={`tel:${text.replace(/\s+/g, '')}`}>{text}</Link>;
  return <>{text}</>;
}

export interface AttributeValueProps {
  node: AttributeNode | undefined;
  /** Show DN values as links (user-lookup DNs open the quick-info popup). */
  linkDn?: boolean;
  locale?: string;
}

export function AttributeValue({ node, linkDn = true, locale }: AttributeValueProps) {
  const quickInfo = useQuickInfo();
  const values = shownValues(node);
  if (!node || values.length === 0) return null;
  const dataType = (node.dataType ?? '').toLowerCase();
  return (
    <>
      {values.map((value, index) => {
        let content;
        if (dataType === 'time' || node.formatType === 'date') content = formatTimeValue(value.value, 'lll', locale) || value.text;
        else if (dataType === 'dn' && linkDn && node.lookupEntity === USER_LOOKUP_ENTITY && quickInfo) {
          content = (
            <Link component="button" type="button" onClick={() => quickInfo.open(value.value)} sx={{ verticalAlign: 'baseline' }}>
              {value.text}
            </Link>
          );
        } else content = <AttributeValueText attributeKey={node.key} text={value.text} formatType={node.formatType} />;
        return (
          <Fragment key={`${value.value}-${index}`}>
            {index > 0 && ', '}
            {content}
          </Fragment>
        );
      })}
    </>
  );
}
