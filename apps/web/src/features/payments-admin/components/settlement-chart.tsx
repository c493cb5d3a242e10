import { ko } from '@parking/shared/messages/ko';
import { Box, Title } from '../../../components/ui/core';
import { formatNumber } from '../../../lib/format';

const s = ko.paymentsAdmin.settlement;
const W = 720;
const H = 200;
const PAD = 24;

/**
 * The last 30 days' settled amounts as a plain SVG bar chart (decision 164: no chart library): the figure has a
 * summary for screen readers and each bar a title with its day and amount; the table below holds the numbers.
 */
export function SettlementChart({ days }: { days: { day: string; netAmt: number }[] }) {
  const max = Math.max(1, ...days.map((d) => d.netAmt));
  const bw = (W - PAD * 2) / Math.max(1, days.length);
  return (
    <Box component="figure" m={0} mb="lg">
      <Title order={2} size="h4" mb="xs" component="figcaption">
        {s.chart}
      </Title>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        role="img"
        aria-label={s.chartSummary(days.length, formatNumber(max))}
        style={{ maxWidth: W, display: 'block' }}
      >
        <line x1={PAD} y1={H - PAD} x2={W - PAD} y2={H - PAD} stroke="#868e96" />
        {days.map((d, i) => {
          const h = (Math.max(0, d.netAmt) / max) * (H - PAD * 2);
          return (
            <rect
              key={d.day}
              x={PAD + i * bw + 2}
              y={H - PAD - h}
              width={Math.max(1, bw - 4)}
              height={h}
              fill="#1c7ed6"
            >
              <title>{`${d.day} ${formatNumber(d.netAmt)}원`}</title>
            </rect>
          );
        })}
        <text x={PAD} y={H - 6} fontSize="11" fill="#495057">
          {days[0]?.day ?? ''}
        </text>
        <text x={W - PAD} y={H - 6} fontSize="11" fill="#495057" textAnchor="end">
          {days[days.length - 1]?.day ?? ''}
        </text>
      </svg>
    </Box>
  );
}
