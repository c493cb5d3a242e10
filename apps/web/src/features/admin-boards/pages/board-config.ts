import type { BbsCd } from '@parking/shared/boards/schemas';
import { ko } from '@parking/shared/messages/ko';

/** Routes and names of the two admin boards (spec 3 §2.2, §2.7). */
export const boardConfig = {
  notice: {
    name: ko.content.web.board.noticeName,
    list: '/noticemanagement',
    view: '/noticemanagementview',
    enroll: '/noticemanagementenrollment',
    update: '/noticemanagementupdate',
    attachColumn: true,
  },
  faq: {
    name: ko.content.web.board.faqName,
    list: '/faqmanagement',
    view: '/faqmanagementview',
    enroll: '/faqmanagementenrollment',
    update: '/faqmanagementupdate',
    attachColumn: false,
  },
} as const satisfies Record<BbsCd, unknown>;

/** The localStorage key of an update screen's route data. */
export const routeDataKey = (bbsCd: BbsCd) => `board-${bbsCd}`;
