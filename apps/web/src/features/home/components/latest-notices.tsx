import type { MainContentResponse } from '@parking/shared/content/schemas';
import { ko } from '@parking/shared/messages/ko';
import { formatDate } from '../../../lib/format';
import { Link } from '../../../lib/router';
import classes from '../home.module.css';

type Notice = MainContentResponse['notices'][number];

/** The newest notices with a link to the list. */
export function LatestNotices({ notices, loading }: { notices: readonly Notice[]; loading: boolean }) {
  const t = ko.content.web.board;
  return (
    <section aria-labelledby="home-notices-title" className={classes.panel}>
      <div className={classes.panelHead}>
        <h2 id="home-notices-title" className={classes.sectionTitle}>
          {t.latest}
        </h2>
        <Link to="/noticelist" className={`${classes.link} ${classes.small}`}>
          {t.more}
        </Link>
      </div>
      {loading ? (
        <p className={classes.dimmed} role="status">
          {ko.common.loading}
        </p>
      ) : notices.length === 0 ? (
        <p className={classes.dimmed}>{ko.common.noData}</p>
      ) : (
        <ul className={classes.noticeList}>
          {notices.map((n) => (
            <li key={n.atclId} className={classes.noticeRow}>
              <Link to={`/noticeview?atclId=${n.atclId}`} className={classes.noticeTitle}>
                {n.title}
              </Link>
              <span className={classes.noticeDate}>{formatDate(n.regDttm)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
