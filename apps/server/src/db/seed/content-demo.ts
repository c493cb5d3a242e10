import { formatKst } from '@parking/shared/common/korea-time';
import { ko } from '@parking/shared/messages/ko';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth';
import type { AppTx } from '../client';
import { banners, boardArticles, inquiries, popups } from '../schema/content';
import { systemMeta } from '../schema/system';

/** systemMeta key set when the content demo rows were written (they are written once). */
export const CONTENT_DEMO_SEEDED_AT_KEY = 'demo_content_seeded_at';
/** Password of the demo secret question. */
export const DEMO_SECRET_QUESTION_PASSWORD = 'Secret#2026';

const ADMIN = { id: 'EMPCNFRM_90000000001', name: '관리자' };
const CITIZEN = { id: 'USRCNFRM_90000000001', empNo: 'citizen1' };
const DAY = 86_400_000;

const NOTICES = [
  {
    title: '통합주차포털 서비스 개편 안내',
    cts:
      '<p>공영주차장 찾기, 주차요금 사전결제, 미납요금 납부, 정기권 신청을 한 곳에서 이용하실 수 있도록 통합주차포털이 새롭게 개편되었습니다.</p>' +
      '<ul><li>지도에서 주차 가능 면수 확인</li><li>출차 전 사전결제</li><li>미납요금 조회 및 납부</li></ul>',
  },
  {
    title: '2026년 공영주차장 정기권 요금 안내',
    cts:
      '<p>2026년 정기권 요금은 다음과 같습니다.</p>' +
      '<table><thead><tr><th>구분</th><th>주간</th><th>야간</th><th>전일</th></tr></thead>' +
      '<tbody><tr><td>2급지</td><td>50,000원</td><td>30,000원</td><td>60,000원</td></tr>' +
      '<tr><td>3급지</td><td>30,000원</td><td>20,000원</td><td>40,000원</td></tr></tbody></table>',
  },
  {
    title: '중리동 공영주차장 도색 공사에 따른 일부 구역 이용 제한',
    cts: '<p>주차면 도색 공사로 공사 기간 동안 B구역 이용이 제한됩니다. 이용에 불편을 드려 죄송합니다.</p>',
  },
  {
    title: '설 연휴 공영주차장 무료 개방 안내',
    cts: '<p>설 연휴 기간 동안 시내 공영주차장을 <strong>무료로 개방</strong>합니다. 자세한 내용은 주차관리팀(031-000-0000)으로 문의해주세요.</p>',
  },
];

const FAQS = [
  {
    title: '사전결제는 어떻게 하나요?',
    cts: '<p>요금정산 &gt; 사전결제 메뉴에서 차량번호 뒤 4자리를 입력하고 차량을 선택한 뒤 결제하시면 됩니다.</p>',
  },
  {
    title: '미납요금은 언제까지 납부해야 하나요?',
    cts: '<p>미납요금은 납부기한이 지나면 원금의 200%가 가산됩니다. 가급적 빨리 납부해주세요.</p>',
  },
  {
    title: '정기권은 몇 개월 단위로 신청할 수 있나요?',
    cts: '<p>정기권은 3개월 단위로 최대 6개월까지 신청할 수 있으며 전액 선납입니다.</p>',
  },
];

/**
 * Demo notices, FAQs, questions (one answered, one secret with password 'Secret#2026'), one popup active
 * today and two banners. Written once (CONTENT_DEMO_SEEDED_AT_KEY), so a later run changes nothing.
 */
export async function seedContentDemo(tx: AppTx, now: Date): Promise<void> {
  const [done] = await tx.select().from(systemMeta).where(eq(systemMeta.key, CONTENT_DEMO_SEEDED_AT_KEY));
  if (done) return;
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);

  await tx.insert(boardArticles).values([
    ...NOTICES.map((n, i) => ({
      bbsCd: 'notice',
      title: n.title,
      cts: n.cts,
      regId: ADMIN.id,
      regNm: ADMIN.name,
      regDttm: at(30 - i * 7),
      updId: ADMIN.id,
      updNm: ADMIN.name,
      updDttm: at(30 - i * 7),
      hits: 10 - i,
    })),
    ...FAQS.map((f, i) => ({
      bbsCd: 'faq',
      title: f.title,
      cts: f.cts,
      regId: ADMIN.id,
      regNm: ADMIN.name,
      regDttm: at(40 - i),
      updId: ADMIN.id,
      updNm: ADMIN.name,
      updDttm: at(40 - i),
    })),
  ]);

  const secretHash = await hashPassword(DEMO_SECRET_QUESTION_PASSWORD);
  await tx.insert(inquiries).values([
    {
      title: '주말에도 공영주차장 요금을 받나요?',
      content: '토요일과 일요일에도 주차요금이 부과되는지 궁금합니다.',
      writer: CITIZEN.empNo,
      writerEsntlId: CITIZEN.id,
      nondisclosure: false,
      createdate: at(5),
      answerContent:
        '<p>네, 공영주차장은 주말과 공휴일에도 요금이 부과됩니다. 다만 명절 연휴에는 무료 개방할 수 있으며 공지사항으로 안내해 드립니다.</p>',
      respondent: '주차관리팀',
      answerEsntlId: ADMIN.id,
      answerDttm: at(4),
    },
    {
      title: '감면 대상 확인 요청',
      content: '장애인 감면 대상인데 정기권 신청 시 감면이 적용되는지 확인 부탁드립니다. 차량번호 12가3456',
      writer: ko.content.inquiry.writerNonMember,
      writerEsntlId: null,
      nondisclosure: true,
      passwordHash: secretHash,
      createdate: at(2),
    },
  ]);

  await tx.insert(popups).values({
    title: '통합주차포털 개편 안내',
    openDate: `${formatKst(at(1)).slice(0, 10)} 00:00:00`,
    closeDate: `${formatKst(new Date(now.getTime() + 30 * DAY)).slice(0, 10)} 23:59:59`,
    useYn: 'Y',
    posX: 100,
    posY: 200,
    sizeX: 400,
    sizeY: 360,
    linkUrl: '/noticelist',
    popupContents:
      '<h3>통합주차포털이 새롭게 열렸습니다</h3><p>사전결제, 미납요금 납부, 정기권 신청을 한 곳에서 이용하세요.</p>',
    regId: ADMIN.id,
  });

  await tx.insert(banners).values([
    {
      title: '이천시청',
      bannerContents: '<p>이천시청 누리집</p>',
      useYn: 'Y',
      bannerOrder: 1,
      linkUrl: 'https://www.icheon.go.kr',
      regId: ADMIN.id,
    },
    {
      title: '정부24',
      bannerContents: '<p>정부24 민원 서비스</p>',
      useYn: 'Y',
      bannerOrder: 2,
      linkUrl: 'https://www.gov.kr',
      regId: ADMIN.id,
    },
  ]);

  await tx
    .insert(systemMeta)
    .values({ key: CONTENT_DEMO_SEEDED_AT_KEY, value: now.toISOString() })
    .onConflictDoNothing();
}
