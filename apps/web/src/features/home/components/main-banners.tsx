import type { MainContentResponse } from '@parking/shared/content/schemas';
import { ko } from '@parking/shared/messages/ko';
import { Link } from '../../../lib/router';
import classes from '../home.module.css';

type Banner = MainContentResponse['banners'][number];

function BannerBody({ b }: { b: Banner }) {
  return b.imageUrl ? (
    <img src={b.imageUrl} alt={b.title} className={classes.bannerImage} />
  ) : (
    // a banner without an image: a tile with its title (no placeholder heading)
    <p className={classes.bannerTitle}>{b.title}</p>
  );
}

/** The banners in their order (bannerOrder), each with its link when it has one. */
export function MainBanners({ banners }: { banners: readonly Banner[] }) {
  if (banners.length === 0) return null;
  const sorted = [...banners].sort((a, b) => a.bannerOrder - b.bannerOrder);
  return (
    <section aria-labelledby="home-banners-title">
      <h2 id="home-banners-title" className="sr-only">
        {ko.content.web.home.bannersHeading}
      </h2>
      <ul className={`${classes.grid} ${classes.bannerGrid}`}>
        {sorted.map((b) => {
          const external = /^https?:/i.test(b.linkUrl);
          return (
            <li key={b.bannerId} data-banner-order={b.bannerOrder}>
              <div className={b.imageUrl ? classes.banner : `${classes.banner} ${classes.bannerPlain}`}>
                {b.linkUrl ? (
                  external ? (
                    <a
                      href={b.linkUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={ko.content.web.home.bannerLink(b.title)}
                      className={classes.bannerLink}
                    >
                      <BannerBody b={b} />
                    </a>
                  ) : (
                    <Link to={b.linkUrl} aria-label={b.title} className={classes.bannerLink}>
                      <BannerBody b={b} />
                    </Link>
                  )
                ) : (
                  <BannerBody b={b} />
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
