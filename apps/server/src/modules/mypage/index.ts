// The public face of the mypage module: what app.ts, other modules, jobs, seeds and CLIs may use (decision 197).
export { carOwnershipProven, confirmCarOwnership, provenCarNos } from './car-ownership.service';
export { mypageRoutes } from './mypage.routes';
