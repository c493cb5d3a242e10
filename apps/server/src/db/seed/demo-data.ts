/**
 * Demo data of the portal: parking lots around Icheon (map default centre 37.27, 127.43), reduction
 * categories, authority groups, organisation, the admin menu tree and four demo accounts.
 * Plain data only; `seedDemo` (./demo) writes it. Used by `npm start` (DEMO_ACCOUNTS are printed) and
 * by the browser tests, so ids and passwords here are part of the contract.
 */

import type { MenuNode } from '@parking/shared/admin-menus/menu-node';
import { MENU } from '@parking/shared/admin-menus/site-menu';
import type { MemberCategory, MemberStatus, Role } from '@parking/shared/auth/roles';

// ---------------------------------------------------------------------------------------------
// Tariff constants (spec 1 §9, spec 2 §9)
// ---------------------------------------------------------------------------------------------

/** Map default centre (spec 1 §9). */
export const DEMO_CENTRE = { lat: 37.27, lng: 127.43 } as const;

/** First 60 minutes 600 won, then 250 won per started 10 minutes; 10 minutes free at entry. */
export const DEMO_TARIFF = { dfltTm: 60, dfltAmt: 600, intvlTm: 10, intvlAmt: 250, freeEntryTm: 10 } as const;

/** Daily maximum by lot grade (spec 1 §9). */
export const DAY_MAX_BY_GRADE: Readonly<Record<LotGrade, number>> = { 1: 7000, 2: 5000, 3: 4000 };

/** Free first periods a grade 2/3 lot may have, in minutes (spec 1 §9: 30 minutes, 1 hour or 2 hours). */
export const FREE_FIRST_PERIODS = [30, 60, 120] as const;

/**
 * Monthly season-pass fees by grade (spec 2 §9): day (UTM-002), night (UTM-003), day-and-night (UTM-001).
 * Grade 1 lots do not sell passes.
 */
export const SEASON_PASS_FEES: Readonly<Record<LotGrade, { day: number; night: number; allDay: number }>> = {
  1: { day: 0, night: 0, allDay: 0 },
  2: { day: 50000, night: 30000, allDay: 60000 },
  3: { day: 30000, night: 20000, allDay: 40000 },
};

/** Web prepaid price per 30-minute unit (spec 2 §9, WEB_DISCOUNT_DEFAULT_AMT). */
export const WEB_DISCOUNT_DEFAULT_AMT = 600;

export type LotGrade = 1 | 2 | 3;
export type ParkingDiv = 'PUBLIC' | 'PARK' | 'ATTACHED';
export type UseDivCd = 'UTM-001' | 'UTM-002' | 'UTM-003';

export const PARKING_DIV_NM: Readonly<Record<ParkingDiv, string>> = {
  PUBLIC: '공영',
  PARK: '공원',
  ATTACHED: '부설',
};

// ---------------------------------------------------------------------------------------------
// Parking lots
// ---------------------------------------------------------------------------------------------

export interface DemoLot {
  lotId: number;
  parkingId: string;
  parkingNm: string;
  parkingDiv: ParkingDiv;
  grade: LotGrade;
  cellCnt: number;
  hndcapCellCnt: number;
  elecCellCnt: number;
  cellAddrLoad: string;
  cellAddrJibun: string;
  lat: number;
  lng: number;
  /** free first period in minutes (0 on grade 1 lots) */
  freeFirstTm: 0 | (typeof FREE_FIRST_PERIODS)[number];
  /** true: 24 hours; false: day hours 08:00–20:00 */
  anyhour: boolean;
  /** season pass, when the lot sells them */
  seasonPass?: {
    allotType: 'RAFFLE' | 'FCOME';
    useDivs: readonly UseDivCd[];
    cellCnt: number;
    /** application window in days relative to the moment of seeding (negative = in the past) */
    windowDays: readonly [start: number, end: number];
  };
}

/**
 * Fourteen lots within ~2.5 km of the map centre: three within 500 m (4, 217, 101), four within 1 km
 * (1, 2, 7, 150), the rest further out. Lot 4 is the market lot of the fee guide ("lot 4 and the shop
 * lot"); 217 is the other market lot that the spec treats specially for free extra time.
 */
export const DEMO_LOTS: readonly DemoLot[] = [
  {
    lotId: 4,
    parkingId: 'ICN-PUB-0004',
    parkingNm: '이천중앙시장 공영주차장',
    parkingDiv: 'PUBLIC',
    grade: 1,
    cellCnt: 180,
    hndcapCellCnt: 6,
    elecCellCnt: 8,
    cellAddrLoad: '경기도 이천시 중리천로 95',
    cellAddrJibun: '경기도 이천시 창전동 163-1',
    lat: 37.271349,
    lng: 127.43226,
    freeFirstTm: 0,
    anyhour: true,
  },
  {
    lotId: 217,
    parkingId: 'ICN-PUB-0217',
    parkingNm: '관고전통시장 공영주차장',
    parkingDiv: 'PUBLIC',
    grade: 2,
    cellCnt: 120,
    hndcapCellCnt: 4,
    elecCellCnt: 6,
    cellAddrLoad: '경기도 이천시 관고로 52',
    cellAddrJibun: '경기도 이천시 관고동 286-3',
    lat: 37.267302,
    lng: 127.427175,
    freeFirstTm: 30,
    anyhour: true,
    seasonPass: { allotType: 'FCOME', useDivs: ['UTM-002', 'UTM-003'], cellCnt: 15, windowDays: [-3, 27] },
  },
  {
    lotId: 101,
    parkingId: 'ICN-PUB-0101',
    parkingNm: '이천종합터미널 공영주차장',
    parkingDiv: 'PUBLIC',
    grade: 1,
    cellCnt: 240,
    hndcapCellCnt: 8,
    elecCellCnt: 12,
    cellAddrLoad: '경기도 이천시 중리천로 60',
    cellAddrJibun: '경기도 이천시 중리동 410-2',
    lat: 37.270899,
    lng: 127.425254,
    freeFirstTm: 0,
    anyhour: true,
  },
  {
    lotId: 1,
    parkingId: 'ICN-PUB-0001',
    parkingNm: '이천시청 공영주차장',
    parkingDiv: 'PUBLIC',
    grade: 1,
    cellCnt: 300,
    hndcapCellCnt: 10,
    elecCellCnt: 14,
    cellAddrLoad: '경기도 이천시 부악로 40',
    cellAddrJibun: '경기도 이천시 중리동 1-1',
    lat: 37.276295,
    lng: 127.435085,
    freeFirstTm: 0,
    anyhour: false,
  },
  {
    lotId: 2,
    parkingId: 'ICN-PUB-0002',
    parkingNm: '창전동 공영주차장',
    parkingDiv: 'PUBLIC',
    grade: 2,
    cellCnt: 96,
    hndcapCellCnt: 4,
    elecCellCnt: 4,
    cellAddrLoad: '경기도 이천시 이섭대천로 1172',
    cellAddrJibun: '경기도 이천시 창전동 58-7',
    lat: 37.266403,
    lng: 127.43565,
    freeFirstTm: 60,
    anyhour: true,
    seasonPass: {
      allotType: 'RAFFLE',
      useDivs: ['UTM-001', 'UTM-002', 'UTM-003'],
      cellCnt: 20,
      windowDays: [-5, 10],
    },
  },
  {
    lotId: 7,
    parkingId: 'ICN-PRK-0007',
    parkingNm: '이천온천공원 주차장',
    parkingDiv: 'PARK',
    grade: 3,
    cellCnt: 85,
    hndcapCellCnt: 3,
    elecCellCnt: 4,
    cellAddrLoad: '경기도 이천시 이섭대천로 1130',
    cellAddrJibun: '경기도 이천시 안흥동 144',
    lat: 37.268201,
    lng: 127.420394,
    freeFirstTm: 60,
    anyhour: false,
  },
  {
    lotId: 150,
    parkingId: 'ICN-ATT-0150',
    parkingNm: '이천아트홀 부설주차장',
    parkingDiv: 'ATTACHED',
    grade: 2,
    cellCnt: 140,
    hndcapCellCnt: 5,
    elecCellCnt: 6,
    cellAddrLoad: '경기도 이천시 부악로 35',
    cellAddrJibun: '경기도 이천시 관고동 139-8',
    lat: 37.277195,
    lng: 127.42774,
    freeFirstTm: 30,
    anyhour: false,
  },
  {
    lotId: 3,
    parkingId: 'ICN-PRK-0003',
    parkingNm: '안흥공원 주차장',
    parkingDiv: 'PARK',
    grade: 3,
    cellCnt: 64,
    hndcapCellCnt: 3,
    elecCellCnt: 2,
    cellAddrLoad: '경기도 이천시 안흥로 72',
    cellAddrJibun: '경기도 이천시 안흥동 410',
    lat: 37.261906,
    lng: 127.413049,
    freeFirstTm: 120,
    anyhour: true,
    seasonPass: { allotType: 'FCOME', useDivs: ['UTM-001', 'UTM-002'], cellCnt: 10, windowDays: [-1, 29] },
  },
  {
    lotId: 5,
    parkingId: 'ICN-PRK-0005',
    parkingNm: '설봉공원 주차장',
    parkingDiv: 'PARK',
    grade: 2,
    cellCnt: 260,
    hndcapCellCnt: 9,
    elecCellCnt: 10,
    cellAddrLoad: '경기도 이천시 경충대로 2697',
    cellAddrJibun: '경기도 이천시 관고동 산 69-1',
    lat: 37.28349,
    lng: 127.423219,
    freeFirstTm: 120,
    anyhour: false,
  },
  {
    lotId: 12,
    parkingId: 'ICN-PUB-0012',
    parkingNm: '증포동 공영주차장',
    parkingDiv: 'PUBLIC',
    grade: 2,
    cellCnt: 110,
    hndcapCellCnt: 4,
    elecCellCnt: 6,
    cellAddrLoad: '경기도 이천시 증신로 270',
    cellAddrJibun: '경기도 이천시 증포동 398-5',
    lat: 37.286188,
    lng: 127.449212,
    freeFirstTm: 30,
    anyhour: true,
    // The one lot whose application window has already closed.
    seasonPass: { allotType: 'FCOME', useDivs: ['UTM-001', 'UTM-002'], cellCnt: 12, windowDays: [-40, -10] },
  },
  {
    lotId: 102,
    parkingId: 'ICN-PUB-0102',
    parkingNm: '갈산동 공영주차장',
    parkingDiv: 'PUBLIC',
    grade: 2,
    cellCnt: 72,
    hndcapCellCnt: 3,
    elecCellCnt: 3,
    cellAddrLoad: '경기도 이천시 갈산로 41',
    cellAddrJibun: '경기도 이천시 갈산동 521-4',
    lat: 37.258309,
    lng: 127.440171,
    freeFirstTm: 60,
    anyhour: true,
    seasonPass: { allotType: 'RAFFLE', useDivs: ['UTM-002'], cellCnt: 8, windowDays: [-2, 12] },
  },
  {
    lotId: 201,
    parkingId: 'ICN-PUB-0201',
    parkingNm: '송정동 공영주차장',
    parkingDiv: 'PUBLIC',
    grade: 3,
    cellCnt: 48,
    hndcapCellCnt: 2,
    elecCellCnt: 2,
    cellAddrLoad: '경기도 이천시 송정로 18',
    cellAddrJibun: '경기도 이천시 송정동 232-11',
    lat: 37.252014,
    lng: 127.443561,
    freeFirstTm: 120,
    anyhour: true,
    seasonPass: { allotType: 'FCOME', useDivs: ['UTM-001', 'UTM-003'], cellCnt: 6, windowDays: [-7, 23] },
  },
  {
    lotId: 215,
    parkingId: 'ICN-ATT-0215',
    parkingNm: '이천시보건소 부설주차장',
    parkingDiv: 'ATTACHED',
    grade: 3,
    cellCnt: 36,
    hndcapCellCnt: 3,
    elecCellCnt: 2,
    cellAddrLoad: '경기도 이천시 부악로 47',
    cellAddrJibun: '경기도 이천시 중리동 24-2',
    lat: 37.275396,
    lng: 127.443561,
    freeFirstTm: 60,
    anyhour: false,
  },
  {
    lotId: 230,
    parkingId: 'ICN-PUB-0230',
    parkingNm: '진리동 공영주차장',
    parkingDiv: 'PUBLIC',
    grade: 1,
    cellCnt: 22,
    hndcapCellCnt: 1,
    elecCellCnt: 1,
    cellAddrLoad: '경기도 이천시 진리로 75',
    cellAddrJibun: '경기도 이천시 진리동 77-3',
    lat: 37.272698,
    lng: 127.455992,
    freeFirstTm: 0,
    anyhour: true,
  },
];

// ---------------------------------------------------------------------------------------------
// Reduction categories (spec 1 §9): DC001 general, 100 % / 50 % / 30 %, free period then 50 %, fixed
// ---------------------------------------------------------------------------------------------

export interface DemoDiscountCode {
  code: string;
  codeNm: string;
  /** percent off after the free period */
  rate: number;
  /** minutes free from the start of charging */
  freeMinutes: number;
  /** won off */
  fixedAmt: number;
  sortOrder: number;
}

const dc = (
  n: number,
  codeNm: string,
  p: { rate?: number; freeMinutes?: number; fixedAmt?: number } = {},
): DemoDiscountCode => ({
  code: `DC${String(n).padStart(3, '0')}`,
  codeNm,
  rate: p.rate ?? 0,
  freeMinutes: p.freeMinutes ?? 0,
  fixedAmt: p.fixedAmt ?? 0,
  sortOrder: n,
});

export const DEMO_DISCOUNT_CODES: readonly DemoDiscountCode[] = [
  dc(1, '일반'),
  // 100 % exemptions
  dc(2, '국가유공자(상이 1~7급)', { rate: 100 }),
  dc(3, '장애인(중증)', { rate: 100 }),
  dc(4, '5·18 민주유공자(부상자)', { rate: 100 }),
  dc(5, '고엽제후유증 환자', { rate: 100 }),
  // 50 %
  dc(6, '장애인(경증)', { rate: 50 }),
  dc(7, '경차(1,000cc 미만)', { rate: 50 }),
  dc(8, '저공해차량(1·2·3종)', { rate: 50 }),
  dc(9, '다자녀(3자녀 이상)', { rate: 50 }),
  dc(10, '국가유공자(상이등급 외)', { rate: 50 }),
  dc(11, '병역명문가', { rate: 50 }),
  // 30 %
  dc(12, '2자녀 가구', { rate: 30 }),
  dc(13, '승용차요일제 참여차량', { rate: 30 }),
  dc(14, '모범납세자', { rate: 30 }),
  // free period, then 50 %
  dc(15, '헌혈자 1시간 무료 후 50%', { freeMinutes: 60, rate: 50 }),
  dc(16, '임산부 차량 2시간 무료 후 50%', { freeMinutes: 120, rate: 50 }),
  dc(17, '영유아 동반 차량 2시간 무료 후 50%', { freeMinutes: 120, rate: 50 }),
  dc(18, '자원봉사자 4시간 무료 후 50%', { freeMinutes: 240, rate: 50 }),
  // fixed amount (voting receipt, valid one month)
  dc(19, '투표확인증 2,000원 할인', { fixedAmt: 2000 }),
];

// ---------------------------------------------------------------------------------------------
// Authority groups, organisation, admin menu tree
// ---------------------------------------------------------------------------------------------

export const DEMO_AUTHOR_GROUPS: readonly { authorCode: Role; authorNm: string; authorDc: string }[] = [
  {
    authorCode: 'ROLE_ADMIN',
    authorNm: '관리자',
    authorDc: '관리자 메뉴와 시스템 관리 전체를 사용할 수 있는 권한',
  },
  {
    authorCode: 'ROLE_USER',
    authorNm: '일반회원',
    authorDc: '정기권 신청과 마이페이지를 이용하는 일반회원 권한',
  },
  {
    authorCode: 'ROLE_STORE',
    authorNm: '사업자회원(승인)',
    authorDc: '승인된 사업자회원: 웹 할인권 충전과 사용, 할인권 이용내역',
  },
  {
    authorCode: 'ROLE_ANONYMOUS',
    authorNm: '사업자회원(미승인)',
    authorDc: '가입 신청 후 승인을 기다리는 사업자회원',
  },
];

export const DEMO_DEPARTMENTS: readonly { deptId: string; deptNm: string; deptDc: string }[] = [
  { deptId: 'DEPT001', deptNm: '경영지원부', deptDc: '인사, 총무, 예산과 정보화 업무' },
  { deptId: 'DEPT002', deptNm: '주차사업부', deptDc: '공영주차장 운영과 주차요금 감면, 정기권 업무' },
  { deptId: 'DEPT003', deptNm: '고객지원부', deptDc: '민원 응대와 미납요금 안내' },
  { deptId: 'DEPT004', deptNm: '감사실', deptDc: '내부 감사와 개인정보 접속기록 점검 (소속 팀 없음)' },
];

export const DEMO_TEAMS: readonly { teamId: string; teamNm: string; teamDc: string; deptId: string }[] = [
  { teamId: 'TEAM001', teamNm: '총무팀', teamDc: '인사와 총무, 시스템 사용자 관리', deptId: 'DEPT001' },
  { teamId: 'TEAM002', teamNm: '정보화팀', teamDc: '통합주차포털과 주차장 장비 운영', deptId: 'DEPT001' },
  {
    teamId: 'TEAM003',
    teamNm: '공영주차팀',
    teamDc: '노외 공영주차장 운영과 정기권 배정',
    deptId: 'DEPT002',
  },
  { teamId: 'TEAM004', teamNm: '시설관리팀', teamDc: '주차장 시설과 출입 장비 유지관리', deptId: 'DEPT002' },
  { teamId: 'TEAM005', teamNm: '민원안내팀', teamDc: '전화·방문 민원과 Q&A 답변', deptId: 'DEPT003' },
];

/** Routes ROLE_STORE may open besides its member pages (spec 3 §6). */
const STORE_ADMIN_ROUTES = new Set(['/userauthoritylist', '/accessinfo']);

const adminSections = MENU.filter((n) => n.id === 'admin' || n.id === 'system');
const idsOf = (nodes: readonly MenuNode[]): string[] =>
  nodes.flatMap((n) => [n.id, ...idsOf(n.children ?? [])]);
const systemSection = MENU.find((n) => n.id === 'system');

/**
 * Menu grants over the site menu's admin and system entries (packages/shared/src/admin-menus/site-menu.ts):
 * ROLE_ADMIN gets every one; ROLE_STORE gets its two screens plus their section, so a tree built from the
 * grants still has a parent for them. A grant only records who the entry is meant for: guards decide access.
 */
export const DEMO_MENU_AUTHORITIES: readonly { authorCode: Role; menuNo: string }[] = [
  ...idsOf(adminSections).map((menuNo) => ({ authorCode: 'ROLE_ADMIN' as const, menuNo })),
  ...(systemSection ? [{ authorCode: 'ROLE_STORE' as const, menuNo: systemSection.id }] : []),
  ...(systemSection?.children ?? [])
    .filter((n) => n.path && STORE_ADMIN_ROUTES.has(n.path))
    .map((n) => ({ authorCode: 'ROLE_STORE' as const, menuNo: n.id })),
];

// ---------------------------------------------------------------------------------------------
// Demo accounts (README, `npm start` banner and the browser tests rely on these)
// ---------------------------------------------------------------------------------------------

export interface DemoMember {
  /** stable unique id; the 9000000000x range keeps clear of ids the sign-up flow generates */
  memberId: string;
  empNo: string;
  password: string;
  empNm: string;
  empDiv: MemberCategory;
  authorCode: Role;
  empSttus: MemberStatus;
  empMobile: string;
  empTelNo?: string;
  empEmail?: string;
  plate?: string;
  carOwnerNm?: string;
  carKind?: string;
  discountCd?: string;
  zipcode?: string;
  address?: string;
  addressDetail?: string;
  marketYn: 'Y' | 'N';
  companyNm?: string;
  companyNo?: string;
  openDt?: string;
  deptId?: string;
  teamId?: string;
  /** business members: lots applied for / mapped for web prepaid time */
  sectnIds?: readonly number[];
  /** one line for the README and the start banner */
  description: string;
}

export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    memberId: 'EMPCNFRM_90000000001',
    empNo: 'admin',
    password: 'Admin#2026',
    empNm: '관리자',
    empDiv: 'EMP',
    authorCode: 'ROLE_ADMIN',
    empSttus: 'P',
    empMobile: '01090000001',
    empTelNo: '0316440001',
    empEmail: 'admin@parking.example.kr',
    marketYn: 'N',
    deptId: 'DEPT001',
    teamId: 'TEAM002',
    description: '관리자 (관리자 메뉴와 시스템 관리 전체)',
  },
  {
    memberId: 'USRCNFRM_90000000001',
    empNo: 'citizen1',
    password: 'Citizen#2026',
    empNm: '김시민',
    empDiv: 'USR',
    authorCode: 'ROLE_USER',
    empSttus: 'P',
    empMobile: '01012345678',
    plate: '12가3456',
    carOwnerNm: '김시민',
    carKind: '승용',
    discountCd: 'DC001',
    zipcode: '17379',
    address: '경기도 이천시 부악로 55',
    addressDetail: '101동 1203호',
    marketYn: 'N',
    description: '일반회원 김시민 (차량 12가3456, 정기권 신청·마이페이지)',
  },
  {
    memberId: 'BSNCNFRM_90000000001',
    empNo: 'store1',
    password: 'Store#2026',
    empNm: '이상인',
    empDiv: 'BSN',
    authorCode: 'ROLE_STORE',
    empSttus: 'P',
    empMobile: '01022223333',
    empTelNo: '0311234567',
    zipcode: '17383',
    address: '경기도 이천시 중리천로 93',
    addressDetail: '1층',
    marketYn: 'Y',
    companyNm: '이천중앙상회',
    companyNo: '1234567890',
    openDt: '2015-03-02',
    sectnIds: [4],
    description: '사업자회원(승인) 이천중앙상회, 이천중앙시장 공영주차장 웹 할인권',
  },
  {
    memberId: 'BSNCNFRM_90000000002',
    empNo: 'store2',
    password: 'Store#2026',
    empNm: '박대기',
    empDiv: 'BSN',
    authorCode: 'ROLE_ANONYMOUS',
    empSttus: 'A',
    empMobile: '01044445555',
    empTelNo: '0316345678',
    zipcode: '17388',
    address: '경기도 이천시 관고로 48',
    addressDetail: '2층',
    marketYn: 'N',
    companyNm: '신규상사',
    companyNo: '2345678901',
    openDt: '2025-11-03',
    sectnIds: [217],
    description: '사업자회원(미승인) 신규상사, 관고전통시장 공영주차장 승인 대기',
  },
  // system users of the back office (spec 3 §2.10): what each sees follows its authority group
  {
    memberId: 'EMPCNFRM_90000000002',
    empNo: 'staff1',
    password: 'Staff#2026',
    empNm: '박주차',
    empDiv: 'EMP',
    authorCode: 'ROLE_ADMIN',
    empSttus: 'P',
    empMobile: '01090000002',
    empTelNo: '0316440002',
    empEmail: 'staff1@parking.example.kr',
    marketYn: 'N',
    deptId: 'DEPT002',
    teamId: 'TEAM003',
    description: '업무사용자 박주차 (주차사업부 공영주차팀, 관리자 권한)',
  },
  {
    memberId: 'EMPCNFRM_90000000003',
    empNo: 'staff2',
    password: 'Staff#2026',
    empNm: '최민원',
    empDiv: 'EMP',
    authorCode: 'ROLE_STORE',
    empSttus: 'P',
    empMobile: '01090000003',
    empTelNo: '0316440003',
    empEmail: 'staff2@parking.example.kr',
    marketYn: 'N',
    deptId: 'DEPT003',
    teamId: 'TEAM005',
    description: '업무사용자 최민원 (고객지원부 민원안내팀, 사용자 권한·접속 정보의 자기 기록만)',
  },
  {
    memberId: 'EMPCNFRM_90000000004',
    empNo: 'staff3',
    password: 'Staff#2026',
    empNm: '정시설',
    empDiv: 'EMP',
    authorCode: 'ROLE_ADMIN',
    empSttus: 'P',
    empMobile: '01090000004',
    empTelNo: '0316440004',
    empEmail: 'staff3@parking.example.kr',
    marketYn: 'N',
    deptId: 'DEPT001',
    teamId: 'TEAM001',
    description: '업무사용자 정시설 (경영지원부 총무팀, 관리자 권한)',
  },
];

/** The demo logins, printed by `npm start` and listed in the README. Never used outside the demo. */
export const DEMO_ACCOUNTS: readonly { id: string; password: string; role: Role; description: string }[] =
  DEMO_MEMBERS.map((m) => ({
    id: m.empNo,
    password: m.password,
    role: m.authorCode,
    description: m.description,
  }));
