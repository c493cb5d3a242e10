/** Texts of the server's own pages. */
export const serverKo = {
  webNotBuiltTitle: '웹 화면이 아직 빌드되지 않았습니다.',
  webNotBuiltDetail:
    '저장소 최상위 폴더에서 아래 명령으로 웹 화면을 빌드한 뒤 다시 접속해주세요. API는 /api 아래에서 동작 중입니다.',
} as const;

/** Operator console texts of `npm run seed:demo` and `npm run admin:create`. */
export const cliKo = {
  seedRefusedProduction:
    '운영 환경(NODE_ENV=production)에서는 데모 데이터를 넣을 수 없습니다. 첫 관리자는 `npm run admin:create`로 만드십시오.',
  embeddedDbWarning: (dir: string) =>
    `내장 데이터베이스(PGlite, ${dir})를 사용합니다. 서버가 실행 중이면 먼저 중지하십시오. 두 프로세스가 같은 PGlite 폴더를 동시에 열면 데이터가 손상됩니다.`,
  serverDbNotice: 'DATABASE_URL의 PostgreSQL 데이터베이스를 사용합니다.',
  seedDone: '데모 데이터를 넣었습니다. 이미 있던 데이터는 그대로 두었습니다.',
  demoAccountsTitle: '데모 계정',
  adminIdInvalid: '아이디는 영문자로 시작하는 5~20자의 영문, 숫자, 밑줄(_), 하이픈(-)이어야 합니다.',
  adminNameInvalid: '이름을 1~50자로 입력해주세요.',
  adminPasswordInvalid:
    '비밀번호는 8~20자이며 영문, 숫자, 특수문자(!@#$%&*?)를 각각 하나 이상 포함하고 이 문자들만 사용해야 합니다.',
  adminMobileInvalid: '휴대폰 번호는 숫자 10~11자리로 입력해주세요.',
  adminDuplicateId: '중복된 아이디입니다.',
  adminPasswordMismatch: '일치하지 않는 비밀번호입니다.',
  adminMissingInput: (names: string) =>
    `${names} 값이 없습니다. --id, --name, --password 옵션이나 ADMIN_ID, ADMIN_NAME, ADMIN_PASSWORD 환경변수로 주거나 터미널에서 실행하여 입력하십시오.`,
  adminPromptId: '관리자 아이디: ',
  adminPromptName: '관리자 이름: ',
  adminPromptPassword: '비밀번호: ',
  adminPromptPasswordConfirm: '비밀번호 확인: ',
  adminPromptMobile: '휴대폰 번호(선택, 숫자만): ',
  adminCreated: (id: string, name: string) =>
    `관리자 계정을 만들었습니다. 아이디: ${id}, 이름: ${name}, 권한: ROLE_ADMIN(관리자), 상태: 승인(P)`,
  adminFailed: '관리자 계정을 만들지 못했습니다.',
} as const;
