import { ko } from '@parking/shared/messages/ko';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { preloadKitScreens } from '../../components/admin-kit/resource-pages';
import { lotFixture } from '../../components/lot-data/lot-fixture';
import { fieldsOf, json, mockApi, renderAt } from '../../test/mock-api';
import { freePages } from './free-resource';

// The free-vehicle form holds domain names (`plate`, `lotId`) while the contract says `carNo`, `sectnId`
// (decision 227): the request carries the spec's names, and the contract's messages, found by the browser or
// answered by the server under the spec's names, show under the right field.

const v = ko.adminVehicles.v;

function serve(insert: () => Response) {
  return mockApi((call) => {
    const p = call.url.pathname;
    if (p === '/api/parking/map.json') return json({ parkingMapList: [lotFixture()] });
    if (p === '/api/admin/freecar/fctCode.json')
      return json({ fctCodeList: { result: [{ code: { code: 'FCT-001', codeNm: '공무수행 차량' } }] } });
    if (p === '/api/admin/freecar/insertAction.json') return insert();
    return undefined;
  });
}

async function fill(user: typeof userEvent, plate: string) {
  await user.type(screen.getByRole('textbox', { name: /^소유자명/ }), '이천시청');
  await screen.findByRole('option', { name: '중리공영주차장' });
  await user.selectOptions(screen.getByRole('combobox', { name: /^대상 주차장/ }), '1');
  await user.type(screen.getByRole('textbox', { name: /^차량번호/ }), plate);
  await user.selectOptions(await screen.findByRole('combobox', { name: /^무료 유형/ }), 'FCT-001');
  await user.click(screen.getByRole('checkbox', { name: '월' }));
}

/** The message shown under a field (Mantine links it with aria-describedby). */
function messageUnder(field: HTMLElement): string {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

async function closeAlert(text: string) {
  const dlg = await screen.findByRole('alertdialog');
  expect(dlg.textContent).toContain(text);
  await userEvent.click(within(dlg).getByRole('button', { name: ko.common.confirm }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

beforeAll(() => preloadKitScreens());
afterEach(cleanup);

describe('free-vehicle form: domain names on screen, spec names on the wire', () => {
  it("puts the contract's own plate message under the plate field and sends nothing", async () => {
    const api = serve(() => json({ code: '00', message: '등록되었습니다.' }));
    renderAt({ '/freevehicleenrollment': freePages.Create }, '/freevehicleenrollment');
    await fill(userEvent, '12');
    await userEvent.click(screen.getByRole('button', { name: ko.admin.kit.save }));
    const plate = screen.getByRole('textbox', { name: /^차량번호/ });
    await waitFor(() => expect(plate.getAttribute('aria-invalid')).toBe('true'));
    expect(messageUnder(plate)).toContain(v.carNoFormat);
    expect(api.to('/api/admin/freecar/insertAction.json')).toHaveLength(0);
  });

  it('sends carNo and sectnId, and shows the fields the server refuses under the plate and the lot', async () => {
    const api = serve(() =>
      json(
        {
          code: 'VALIDATION',
          message: '입력값을 확인해주세요.',
          fieldErrors: { carNo: ['이미 등록된 차량입니다.'], sectnId: [v.lotFirst] },
        },
        400,
      ),
    );
    renderAt({ '/freevehicleenrollment': freePages.Create }, '/freevehicleenrollment');
    await fill(userEvent, '12가3456');
    await userEvent.click(screen.getByRole('button', { name: ko.admin.kit.save }));
    // the alert says the first refused field's message (the plate and the lot are custom fields, outside the
    // kit's field order: the server's order)
    await closeAlert('이미 등록된 차량입니다.');
    const sent = fieldsOf(api.to('/api/admin/freecar/insertAction.json')[0]?.body);
    expect(sent).toMatchObject({ carNo: '12가3456', sectnId: '1', parkingRegDiv: 'PRD-001' });
    expect(Object.keys(sent)).not.toContain('plate');
    expect(Object.keys(sent)).not.toContain('lotId');
    const plate = screen.getByRole('textbox', { name: /^차량번호/ });
    expect(plate.getAttribute('aria-invalid')).toBe('true');
    expect(messageUnder(plate)).toContain('이미 등록된 차량입니다.');
    const lot = screen.getByRole('combobox', { name: /^대상 주차장/ });
    expect(lot.getAttribute('aria-invalid')).toBe('true');
    expect(messageUnder(lot)).toContain(v.lotFirst);
  });
});
