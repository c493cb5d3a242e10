import { ko } from '@parking/shared/messages/ko';
import { lazy, Suspense } from 'react';
import { isPendingBusiness } from '../../../components/pending-approval/is-pending-business';
import { useInBrowser } from '../../../lib/browser-value';
import { Link } from '../../../lib/router';
import { useSession } from '../../../lib/session-store';
import { useMainContent } from '../api/main-content';
import { LatestNotices } from '../components/latest-notices';
import { MainBanners } from '../components/main-banners';
import { MainPopups } from '../components/main-popups';
import { TopBanner } from '../components/top-banner';
import classes from '../home.module.css';

// each card is named by its page's route title: one name per page (issue 32)
const quick = (['map', 'lookup', 'lookupunpaid', 'periodinfo', 'noticelist', 'qnalist'] as const).map(
  (key) => ({
    to: `/${key}`,
    title: ko.routes[key],
    description: ko.home.quick[key],
  }),
);

// only a business member awaiting approval sees it: it brings Mantine (its Alert) when it shows
const PendingApprovalNotice = lazy(() =>
  import('../../../components/pending-approval/pending-approval-notice').then((m) => ({
    default: m.PendingApprovalNotice,
  })),
);

/**
 * Home (/main, /Main): the closable top banner, the services people come for, the latest notices and the
 * banners; the active popups float above (GET /api/main/content.json). A failed content request leaves the
 * links alone. The first page a phone loads: plain markup and CSS, no Mantine (decision 174).
 */
export function MainPage() {
  const content = useMainContent();
  const inBrowser = useInBrowser();
  const pending = isPendingBusiness(useSession());
  return (
    <>
      <TopBanner />
      <div className={classes.container}>
        {pending && (
          <Suspense fallback={null}>
            <PendingApprovalNotice />
          </Suspense>
        )}
        <div className={classes.intro}>
          <h1 className={classes.title}>{ko.home.title}</h1>
          <p className={classes.lead}>{ko.home.intro}</p>
        </div>
        <section aria-labelledby="home-quick-title">
          <h2 id="home-quick-title" className={classes.sectionTitle}>
            {ko.home.quickTitle}
          </h2>
          <ul className={classes.grid}>
            {quick.map((q) => (
              <li key={q.to}>
                <Link to={q.to} className={classes.card}>
                  <h3 className={classes.cardTitle}>{q.title}</h3>
                  <p className={classes.cardText}>{q.description}</p>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        {/* not in the page the server renders (decision 235): whether a popup shows depends on this browser's
            '오늘 하루 보지 않기' cookie and on its width */}
        {content.data && inBrowser && <MainPopups popups={content.data.popups} />}
        <div className={classes.stack}>
          <LatestNotices notices={content.data?.notices ?? []} loading={content.isPending} />
          <MainBanners banners={content.data?.banners ?? []} />
        </div>
      </div>
    </>
  );
}
