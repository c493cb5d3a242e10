import { Anchor, Card, Image, SimpleGrid, Text, Title } from '@mantine/core';
import type { MainContentResponse } from '@parking/shared/content/schemas';
import { ko } from '@parking/shared/messages/ko';
import { Link } from '../../../lib/router';

type Banner = MainContentResponse['banners'][number];

function BannerBody({ b }: { b: Banner }) {
  return b.imageUrl ? (
    <Image src={b.imageUrl} alt={b.title} h={120} fit="contain" />
  ) : (
    // a banner without an image: a tile with its title (no placeholder heading)
    <Text fw={700} ta="center" py="lg" px="xs" c="primary.8" style={{ wordBreak: 'keep-all' }}>
      {b.title}
    </Text>
  );
}

/** The banners in their order (bannerOrder), each with its link when it has one. */
export function MainBanners({ banners }: { banners: readonly Banner[] }) {
  if (banners.length === 0) return null;
  const sorted = [...banners].sort((a, b) => a.bannerOrder - b.bannerOrder);
  return (
    <section aria-labelledby="home-banners-title">
      <Title order={2} id="home-banners-title" className="sr-only">
        {ko.content.web.home.bannersHeading}
      </Title>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, xs: 2, md: 4 }}
        spacing="md"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {sorted.map((b) => {
          const external = /^https?:/i.test(b.linkUrl);
          return (
            <li key={b.bannerId} data-banner-order={b.bannerOrder}>
              <Card
                withBorder
                padding="sm"
                radius="md"
                h="100%"
                bg={b.imageUrl ? undefined : 'primary.0'}
                style={{ display: 'flex', justifyContent: 'center', minHeight: 72 }}
              >
                {b.linkUrl ? (
                  external ? (
                    <Anchor
                      href={b.linkUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={ko.content.web.home.bannerLink(b.title)}
                      underline="never"
                    >
                      <BannerBody b={b} />
                    </Anchor>
                  ) : (
                    <Anchor component={Link} to={b.linkUrl} aria-label={b.title} underline="never">
                      <BannerBody b={b} />
                    </Anchor>
                  )
                ) : (
                  <BannerBody b={b} />
                )}
              </Card>
            </li>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
