import { ko } from '@parking/shared/messages/ko';

const m = ko.menu;

/**
 * Who may see a menu node (spec 1 §6):
 * - `member`: only logged-in users (my-page);
 * - `admin`: only ROLE_ADMIN (admin and system sections);
 * - `general`: hidden from business members (season pass, service usage history);
 * - `business`: hidden from general members and from business members staff have not approved yet
 *   (ROLE_ANONYMOUS: the screens would refuse them); shown once approved (web voucher and its histories).
 * Visitors who are not logged in see both `general` and `business` nodes.
 */
export type MenuAudience = 'member' | 'admin' | 'general' | 'business';

export interface MenuNode {
  /** stable id, unique in the tree */
  id: string;
  label: string;
  /** route of the node; a section or group without its own page has none */
  path?: string;
  /** further routes (detail, form and tab screens) that belong to this node, for breadcrumbs and highlighting */
  match?: readonly string[];
  audience?: MenuAudience;
  children?: readonly MenuNode[];
}

/** Level-1 sections of the site menu, in order (desktop hover menu and sitemap). */
export const SECTION_IDS = [
  'parking',
  'reduction',
  'prepayment',
  'period',
  'webdiscount',
  'board',
  'mypage',
  'admin',
  'system',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/**
 * The sections of the mobile slide menu (spec 1 §2.2: parking, prepayment, reduction, service,
 * information board, my page, admin, system) and the level-1 sections each one holds.
 * "service" gathers the season pass and the web voucher.
 */
export const MOBILE_SECTIONS: readonly { id: string; label: string; sections: readonly SectionId[] }[] = [
  { id: 'parking', label: m.parking, sections: ['parking'] },
  { id: 'prepayment', label: m.prepayment, sections: ['prepayment'] },
  { id: 'reduction', label: m.reduction, sections: ['reduction'] },
  { id: 'service', label: m.service, sections: ['period', 'webdiscount'] },
  { id: 'board', label: m.board, sections: ['board'] },
  { id: 'mypage', label: m.mypage, sections: ['mypage'] },
  { id: 'admin', label: m.admin, sections: ['admin'] },
  { id: 'system', label: m.system, sections: ['system'] },
];

/** The whole site menu, three levels: section → group or page → page. */
export const MENU: readonly MenuNode[] = [
  {
    id: 'parking',
    label: m.parking,
    children: [
      { id: 'map', label: m.map, path: '/map' },
      { id: 'list', label: m.list, path: '/list' },
    ],
  },
  {
    id: 'reduction',
    label: m.reduction,
    children: [
      { id: 'parkfeeinformation', label: m.feeInformation, path: '/parkfeeinformation' },
      {
        id: 'parkfeereduction',
        label: m.feeReduction,
        path: '/parkfeereduction',
        match: ['/reductioninfo', '/reductionagreement', '/reductionconfirm', '/reductionresult'],
      },
      { id: 'feecalculation', label: m.feeCalculation, path: '/feecalculation' },
    ],
  },
  {
    id: 'prepayment',
    label: m.prepayment,
    children: [
      {
        id: 'prepay',
        label: m.prepay,
        children: [
          { id: 'prepaymentinfo', label: m.prepaymentInfo, path: '/prepaymentinfo' },
          {
            id: 'lookup',
            label: m.prepaymentLookup,
            path: '/lookup',
            match: ['/paymentview', '/advancepayment'],
          },
        ],
      },
      {
        id: 'unpaid',
        label: m.unpaid,
        children: [
          { id: 'unpaidinfo', label: m.unpaidInfo, path: '/unpaidinfo' },
          { id: 'lookupunpaid', label: m.unpaidLookup, path: '/lookupunpaid', match: ['/unpaidview'] },
        ],
      },
    ],
  },
  {
    id: 'period',
    label: m.period,
    audience: 'general',
    children: [
      { id: 'periodinfo', label: m.periodInfo, path: '/periodinfo' },
      {
        id: 'periodapplication',
        label: m.periodApplication,
        path: '/periodapplication',
        match: ['/periodresult'],
      },
      { id: 'periodlookup', label: m.periodLookup, path: '/periodlookup', match: ['/periodview'] },
    ],
  },
  {
    id: 'webdiscount',
    label: m.webDiscount,
    audience: 'business',
    children: [
      { id: 'webdiscountcharge', label: m.webDiscountCharge, path: '/webdiscountcharge' },
      {
        id: 'webdiscountuse',
        label: m.webDiscountUse,
        path: '/webdiscountuse',
        match: ['/webdiscountuseview'],
      },
    ],
  },
  {
    id: 'board',
    label: m.board,
    children: [
      { id: 'noticelist', label: m.notice, path: '/noticelist', match: ['/noticeview'] },
      { id: 'faqview', label: m.faq, path: '/faqview' },
      {
        id: 'qnalist',
        label: m.qna,
        path: '/qnalist',
        match: ['/qnaenrollment', '/qnaview', '/qnaanswerenrollment'],
      },
    ],
  },
  {
    id: 'mypage',
    label: m.mypage,
    audience: 'member',
    children: [
      { id: 'mypagemain', label: m.mypageMain, path: '/mypagemain', match: ['/mypageupdate'] },
      {
        id: 'usagehistory',
        label: m.usageHistory,
        path: '/mypageprepayment',
        audience: 'general',
        children: [
          { id: 'mypageprepayment', label: m.usagePrepayment, path: '/mypageprepayment' },
          { id: 'mypagepayment', label: m.usagePeriod, path: '/mypagepayment' },
          { id: 'mypageunpaid', label: m.usageUnpaid, path: '/mypageunpaid' },
        ],
      },
      {
        id: 'mypagediscountpayment',
        label: m.discountPaymentHistory,
        path: '/mypagediscountpayment',
        audience: 'business',
      },
      { id: 'mypagediscount', label: m.discountUseHistory, path: '/mypagediscount', audience: 'business' },
    ],
  },
  {
    id: 'admin',
    label: m.admin,
    audience: 'admin',
    children: [
      {
        id: 'members',
        label: m.members,
        children: [
          {
            id: 'generalmembership',
            label: m.generalMembers,
            path: '/generalmembership',
            match: ['/generalmembershipview'],
          },
          {
            id: 'businessmembership',
            label: m.businessMembers,
            path: '/businessmembership',
            match: ['/businessmembershipview'],
          },
        ],
      },
      {
        id: 'vehicles',
        label: m.vehicles,
        children: [
          {
            id: 'discountvehicle',
            label: m.discountVehicles,
            path: '/discountvehicle',
            match: ['/discountvehicleview', '/discountvehicleenrollment', '/discountvehicleupdate'],
          },
          {
            id: 'freevehicle',
            label: m.freeVehicles,
            path: '/freevehicle',
            match: ['/freevehicleview', '/freevehicleenrollment', '/freevehicleupdate'],
          },
        ],
      },
      { id: 'periodparking', label: m.periodParking, path: '/periodparking' },
      {
        id: 'boards',
        label: m.boards,
        children: [
          {
            id: 'noticemanagement',
            label: m.noticeManagement,
            path: '/noticemanagement',
            match: ['/noticemanagementview', '/noticemanagementenrollment', '/noticemanagementupdate'],
          },
          {
            id: 'faqmanagement',
            label: m.faqManagement,
            path: '/faqmanagement',
            match: ['/faqmanagementview', '/faqmanagementenrollment', '/faqmanagementupdate'],
          },
        ],
      },
      {
        id: 'content',
        label: m.content,
        children: [
          {
            id: 'popuplist',
            label: m.popups,
            path: '/popuplist',
            match: ['/popupenrollment', '/popupview', '/popupupdate'],
          },
          {
            id: 'bannerlist',
            label: m.banners,
            path: '/bannerlist',
            match: ['/bannerenrollment', '/bannerview', '/bannerupdate'],
          },
        ],
      },
    ],
  },
  {
    id: 'system',
    label: m.system,
    audience: 'admin',
    children: [
      {
        id: 'usermanagement',
        label: m.users,
        path: '/usermanagement',
        match: ['/userenrollment', '/userview', '/userupdate'],
      },
      {
        id: 'teamlist',
        label: m.teams,
        path: '/teamlist',
        match: ['/teamenrollment', '/teamview', '/teamupdate'],
      },
      {
        id: 'departmentlist',
        label: m.departments,
        path: '/departmentlist',
        match: ['/departmentenrollment', '/departmentview', '/departmentupdate'],
      },
      {
        id: 'menulist',
        label: m.menus,
        path: '/menulist',
        match: ['/menuenrollment', '/menuview', '/menuupdate'],
      },
      { id: 'userauthoritylist', label: m.userAuthorities, path: '/userauthoritylist' },
      { id: 'accessinfo', label: m.accessInfo, path: '/accessinfo' },
      { id: 'connertmenustat', label: m.menuStats, path: '/connertmenustat' },
    ],
  },
];

/** The parts of the client session that decide menu visibility. */
export interface MenuViewer {
  isLogin: boolean;
  authorCode: string;
  empDiv: string;
}

function canSee(audience: MenuAudience | undefined, who: MenuViewer): boolean {
  if (!audience) return true;
  const isAdmin = who.isLogin && who.authorCode === 'ROLE_ADMIN';
  if (isAdmin) return true;
  switch (audience) {
    case 'admin':
      return false;
    case 'member':
      return who.isLogin;
    case 'general':
      return !(who.isLogin && who.empDiv === 'BSN');
    case 'business':
      return !(who.isLogin && (who.empDiv === 'USR' || who.authorCode === 'ROLE_ANONYMOUS'));
  }
}

function prune(nodes: readonly MenuNode[], who: MenuViewer): MenuNode[] {
  const out: MenuNode[] = [];
  for (const node of nodes) {
    if (!canSee(node.audience, who)) continue;
    if (node.children) {
      const children = prune(node.children, who);
      // a section or group whose every entry is hidden disappears with them
      if (children.length === 0 && !node.path) continue;
      out.push({ ...node, children });
    } else {
      out.push(node);
    }
  }
  return out;
}

/**
 * The menu a viewer sees (spec 1 §6): business members lose the season pass and the service usage history,
 * general members lose the web voucher and its histories, visitors see both but no my-page, and
 * administrators see everything plus the admin and system sections.
 */
export function visibleMenu(who: MenuViewer, tree: readonly MenuNode[] = MENU): MenuNode[] {
  return prune(tree, who);
}

function normalise(path: string): string {
  const p = path.split(/[?#]/)[0]!.replace(/\/+$/, '').toLowerCase();
  return p === '' ? '/' : p;
}

/** True when `pathname` is the node's own route or one of its `match` routes. */
export function nodeMatches(node: MenuNode, pathname: string): boolean {
  const p = normalise(pathname);
  if (node.path && normalise(node.path) === p) return true;
  return node.match?.some((x) => normalise(x) === p) ?? false;
}

/**
 * The chain of nodes from the section down to the deepest node matching `pathname`, or [] when no node
 * matches. A group whose own path repeats its first child's (e.g. the service usage history) yields the
 * child as the last item.
 */
export function findTrail(pathname: string, tree: readonly MenuNode[] = MENU): MenuNode[] {
  for (const node of tree) {
    if (node.children) {
      const below = findTrail(pathname, node.children);
      if (below.length > 0) return [node, ...below];
    }
    if (nodeMatches(node, pathname)) return [node];
  }
  return [];
}

/** The first route inside a node (its own path, or its first descendant's). */
export function firstPath(node: MenuNode): string | undefined {
  if (node.path) return node.path;
  for (const child of node.children ?? []) {
    const p = firstPath(child);
    if (p) return p;
  }
  return undefined;
}

/**
 * The sections of the mobile slide menu built from a (visible) menu: each mobile section lists the level-1
 * sections it holds as its children, except a single-section one, which is the section itself.
 * Sections with nothing visible are left out.
 */
export function mobileMenu(visible: readonly MenuNode[]): MenuNode[] {
  const out: MenuNode[] = [];
  for (const ms of MOBILE_SECTIONS) {
    const held = visible.filter((n) => (ms.sections as readonly string[]).includes(n.id));
    if (held.length === 0) continue;
    if (ms.sections.length === 1) out.push(held[0]!);
    else out.push({ id: ms.id, label: ms.label, children: held });
  }
  return out;
}

/** Links of the left navigation on inner (information and my-page) screens (spec 2 §2). */
export const INNER_NAV: readonly { path: string; label: string }[] = [
  { path: '/map', label: m.map },
  { path: '/unpaidinfo', label: m.unpaidInfo },
  { path: '/periodinfo', label: m.periodInfo },
  { path: '/noticelist', label: m.notice },
  { path: '/faqview', label: m.faq },
  { path: '/qnalist', label: m.qna },
];
