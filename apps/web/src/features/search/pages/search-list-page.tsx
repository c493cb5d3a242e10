import { ko } from '@parking/shared/messages/ko';
import type { SearchAnswer, SearchGroupKey } from '@parking/shared/search/schemas';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { PageTitle } from '../../../components/admin-kit/page-title';
import {
  Anchor,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '../../../components/ui/core';
import { useFollowValue } from '../../../lib/follow-value';
import { Link, useSearchParams } from '../../../lib/router';
import { fetchSearch, type SearchParams } from '../api/search-api';
import { Highlight } from '../components/highlight';
import classes from './search-list-page.module.css';

const t = ko.search;
const GROUPS: readonly { key: SearchGroupKey; more: string }[] = [
  { key: 'menu', more: '' },
  { key: 'notice', more: '/noticelist' },
  { key: 'faq', more: '/faqview' },
  { key: 'lot', more: '/list' },
];

function paramsOf(sp: URLSearchParams): SearchParams {
  const sort = sp.get('sort') === 'newest' ? 'newest' : 'accuracy';
  const p = sp.get('period');
  const period = p === 'week' || p === 'month' ? p : 'all';
  return { searchKeyword: (sp.get('searchKeyword') ?? '').trim(), sort, period };
}

/**
 * Integrated search results (spec 1 §2.1 /searchlist): sort by accuracy or newest, period all / 1 week /
 * 1 month, results grouped into menu, notices, FAQ (and lots) with the matches marked and links to open them.
 */
export function SearchListPage() {
  const [sp, setSp] = useSearchParams();
  const params = paramsOf(sp);
  const [draft, setDraft] = useState(params.searchKeyword);
  useFollowValue(params.searchKeyword, setDraft);
  const result = useQuery({
    queryKey: ['search', params],
    queryFn: ({ signal }) => fetchSearch(params, signal),
    enabled: params.searchKeyword.length > 0,
  });
  const update = (patch: Partial<SearchParams>) => setSp({ ...params, ...patch }, { replace: false });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update({ searchKeyword: draft.trim() });
  };

  return (
    <Stack gap="lg">
      <PageTitle />
      <search className={classes.form}>
        <form onSubmit={submit} aria-label={t.title}>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              label={t.label}
              labelProps={{ className: 'sr-only' }}
              placeholder={t.placeholder}
              value={draft}
              maxLength={50}
              onChange={(e) => setDraft(e.currentTarget.value)}
              style={{ flex: 1 }}
              size="md"
            />
            <Button type="submit" size="md">
              {t.submit}
            </Button>
          </Group>
          <Group gap="md" mt="sm" wrap="wrap">
            <SegmentedControl
              aria-label={t.sort.label}
              value={params.sort}
              onChange={(v) => update({ sort: v as SearchParams['sort'] })}
              data={[
                { value: 'accuracy', label: t.sort.accuracy },
                { value: 'newest', label: t.sort.newest },
              ]}
            />
            <SegmentedControl
              aria-label={t.period.label}
              value={params.period}
              onChange={(v) => update({ period: v as SearchParams['period'] })}
              data={[
                { value: 'all', label: t.period.all },
                { value: 'week', label: t.period.week },
                { value: 'month', label: t.period.month },
              ]}
            />
          </Group>
        </form>
      </search>
      {params.searchKeyword && result.data && <Results data={result.data} />}
      {params.searchKeyword && result.isPending && <Text c="dimmed">{ko.common.loading}</Text>}
    </Stack>
  );
}

function Results({ data }: { data: SearchAnswer }) {
  const k = data.searchKeyword;
  if (data.totalCount === 0) {
    return (
      <div className={classes.none} role="status">
        <Text fw={700}>{t.none}</Text>
        <Text c="dimmed" size="sm">
          {t.noneHint}
        </Text>
      </div>
    );
  }
  return (
    <>
      <Text role="status" fw={700}>
        {t.resultFor(k, data.totalCount)}
      </Text>
      {GROUPS.filter((g) => data[g.key].totalCount > 0).map((g) => (
        <section key={g.key} className={classes.group} aria-labelledby={`search-${g.key}`}>
          <Group justify="space-between" className={classes.groupHead}>
            <Title order={2} size="h4" id={`search-${g.key}`}>
              {t.groups[g.key]} <span className={classes.count}>{t.count(data[g.key].totalCount)}</span>
            </Title>
            {g.more && data[g.key].totalCount > data[g.key].list.length && (
              <Anchor component={Link} to={g.more} size="sm">
                {t.more}
              </Anchor>
            )}
          </Group>
          <ul className={classes.list}>
            {data[g.key].list.map((hit) => (
              <li key={hit.link} className={classes.item}>
                <Anchor component={Link} to={hit.link} fw={700}>
                  <Highlight text={hit.title} keyword={k} />
                </Anchor>
                {hit.excerpt && (
                  <Text size="sm" c="dimmed" className={classes.excerpt}>
                    <Highlight text={hit.excerpt} keyword={k} />
                  </Text>
                )}
                {hit.date && (
                  <Text size="xs" c="dimmed">
                    {hit.date}
                  </Text>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
