import { useEffect, useMemo, useRef, useState } from 'react';
import { useInfiniteGetList, useNotify, type SortPayload } from 'react-admin';
import type { ContactListItem } from '../api/types';
import { CONTACTS_PAGE_SIZE, contactSearchTerm } from '../providers/enrollment-methods';
import { hasUsableEmail } from './assignment-rules';

/** The search text is sent 300 ms after the last keystroke. */
export const CONTACT_SEARCH_DEBOUNCE_MS = 300;

export interface ContactFilters {
  lifecycle_stage: '' | 'lead' | 'mql' | 'sql' | 'customer';
  /** One status, 'not_opted_out' (opted in or unknown), or '' for any. */
  consent_status: '' | 'not_opted_out' | 'opted_in' | 'opted_out' | 'unknown';
  min_lead_score: string;
  not_enrolled: boolean;
}

/**
 * Defaults as the product specifies them: opted-in contacts not already in this sequence. When none match, the dialog
 * offers 'not_opted_out' (opted in or consent unknown), where most contacts from inbound leads are.
 */
export const DEFAULT_CONTACT_FILTERS: ContactFilters = { lifecycle_stage: '', consent_status: 'opted_in', min_lead_score: '', not_enrolled: true };
export const DEFAULT_CONTACT_SORT: SortPayload = { field: 'created_at', order: 'DESC' };

/** The dialog's contact list: debounced search, filters, sort and 50-row pages for infinite scroll. */
export const useContactSearch = (sequenceId: string, enabled: boolean) => {
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState<string | undefined>(undefined);
  const [filters, setFilters] = useState<ContactFilters>(DEFAULT_CONTACT_FILTERS);
  const [sort, setSort] = useState<SortPayload>(DEFAULT_CONTACT_SORT);

  useEffect(() => {
    const timer = setTimeout(() => setTerm(contactSearchTerm(search)), CONTACT_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const minScore = filters.min_lead_score.trim() === '' ? undefined : Number(filters.min_lead_score);
  const query = useInfiniteGetList<ContactListItem>(
    'contacts',
    {
      filter: {
        q: term,
        lifecycle_stage: filters.lifecycle_stage || undefined,
        consent_status: filters.consent_status || undefined,
        min_lead_score: Number.isFinite(minScore) ? minScore : undefined,
        not_enrolled_in_sequence: filters.not_enrolled ? sequenceId : undefined,
      },
      sort,
      pagination: { page: 1, perPage: CONTACTS_PAGE_SIZE },
    },
    { enabled, retry: false },
  );

  const pages = query.data?.pages;
  const dropped = pages?.some((page) => (page.meta as { eligibleFilterDropped?: boolean } | undefined)?.eligibleFilterDropped) ?? false;
  const warned = useRef(false);
  useEffect(() => {
    if (dropped && !warned.current) notify('Eligible filter temporarily unavailable - showing all contacts', { type: 'warning' });
    warned.current = dropped;
  }, [dropped, notify]);

  const failed = Boolean(query.error);
  useEffect(() => {
    if (failed) notify('Failed to load contacts', { type: 'error', title: 'Error Loading Contacts' });
  }, [failed, notify]);

  const contacts = useMemo(() => (pages ?? []).flatMap((page) => page.data).filter(hasUsableEmail), [pages]);
  const total = pages?.[0]?.total;

  return { search, setSearch, filters, setFilters, sort, setSort, contacts, total, query };
};
