import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid } from '@mantine/core';
import { todayKst } from '@parking/shared/common/korea-time';
import { POPUP_DEFAULTS, type PopupView, popupInsertSchema } from '@parking/shared/content/schemas';
import { ko } from '@parking/shared/messages/ko';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { AdminForm } from '../../../components/admin-kit/admin-form';
import { FormRichText, FormTextField, FormYnRadio } from '../../../components/admin-kit/form-fields';
import { clearRouteData, useRouteData } from '../../../components/admin-kit/route-data';
import { showAlert } from '../../../components/dialog/dialog-store';
import { errorText } from '../../../lib/api-client';
import { insertPopup, type PopupWrite, updatePopup } from '../api/popup-api';
import { PopupPreview } from '../components/popup-preview';
import { POPUP_ROUTE_DATA } from './popup-view-page';

const t = ko.content.web.popup;
type In = z.input<typeof popupInsertSchema>;
type Out = z.output<typeof popupInsertSchema>;

const ORDER = [
  'title',
  'openDateString',
  'closeDateString',
  'useYn',
  'posX',
  'posY',
  'sizeX',
  'sizeY',
  'linkUrl',
] as const;

/** The request body: the close date carries 23:59:59 (spec 3 §4, §7). */
export function popupRequest(v: Out): PopupWrite {
  return {
    title: v.title,
    openDateString: v.openDateString,
    closeDateString: `${v.closeDateString} 23:59:59`,
    useYn: v.useYn,
    posX: v.posX,
    posY: v.posY,
    sizeX: v.sizeX,
    sizeY: v.sizeY,
    linkUrl: v.linkUrl,
    popupContents: v.popupContents,
  };
}

/** Defaults of a new popup (spec 3 §9): X 500, Y 1000, 540 × 540, in use, posted today. */
export function newPopupDefaults(today = todayKst()): In {
  return {
    title: '',
    openDateString: today,
    closeDateString: today,
    useYn: POPUP_DEFAULTS.useYn,
    posX: String(POPUP_DEFAULTS.posX),
    posY: String(POPUP_DEFAULTS.posY),
    sizeX: String(POPUP_DEFAULTS.sizeX),
    sizeY: String(POPUP_DEFAULTS.sizeY),
    linkUrl: '',
    popupContents: '',
  };
}

function PopupForm({ existing }: { existing: PopupView | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState(false);
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(popupInsertSchema),
    defaultValues: existing
      ? {
          title: existing.title,
          openDateString: existing.openDate.slice(0, 10),
          closeDateString: existing.closeDate.slice(0, 10),
          useYn: existing.useYn,
          posX: String(existing.posX),
          posY: String(existing.posY),
          sizeX: String(existing.sizeX),
          sizeY: String(existing.sizeY),
          linkUrl: existing.linkUrl,
          popupContents: existing.popupContents,
        }
      : newPopupDefaults(),
    shouldFocusError: false,
  });

  const openPreview = async () => {
    const v = form.getValues();
    const filled = [v.posX, v.posY, v.sizeX, v.sizeY].every(
      (x) => String(x ?? '').trim() !== '' && Number(x) > 0,
    );
    if (!filled) {
      await showAlert(t.previewNeedsBox);
      return;
    }
    setPreview(true);
  };

  const onSave = async (v: Out) => {
    try {
      const body = popupRequest(v);
      const res = existing ? await updatePopup(String(existing.popupId), body) : await insertPopup(body);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'popup'] });
      if (existing) clearRouteData(POPUP_ROUTE_DATA);
      await showAlert(res.message);
      await navigate('/popuplist');
    } catch (e) {
      await showAlert(errorText(e));
    }
  };

  const values = form.watch();
  return (
    <AdminForm
      form={form}
      onSave={onSave}
      listTo="/popuplist"
      withListButton
      invalidMessage={ko.admin.kit.requiredCheck}
      fieldOrder={ORDER}
      extraButtons={
        <Button variant="outline" onClick={openPreview}>
          {t.preview}
        </Button>
      }
    >
      <FormTextField<In> name="title" label={t.title} withAsterisk maxLength={200} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormTextField<In> name="openDateString" label={t.openDate} type="date" withAsterisk />
        <FormTextField<In> name="closeDateString" label={t.closeDate} type="date" withAsterisk />
      </SimpleGrid>
      <FormYnRadio<In> name="useYn" label={t.useYn} />
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <FormTextField<In> name="posX" label={`${t.posX} (px)`} inputMode="numeric" withAsterisk />
        <FormTextField<In> name="posY" label={`${t.posY} (px)`} inputMode="numeric" withAsterisk />
        <FormTextField<In> name="sizeX" label={`${t.sizeX} (px)`} inputMode="numeric" withAsterisk />
        <FormTextField<In>
          name="sizeY"
          label={`${t.sizeY} (px)`}
          inputMode="numeric"
          withAsterisk
          description="≤ 640"
        />
      </SimpleGrid>
      <FormTextField<In>
        name="linkUrl"
        label={t.linkUrl}
        placeholder="https://"
        description={ko.content.web.banner.linkHint}
      />
      <FormRichText<In> name="popupContents" label={t.content} />
      <Group>
        <PopupPreview
          opened={preview}
          onClose={() => setPreview(false)}
          title={String(values.title ?? '')}
          html={String(values.popupContents ?? '')}
          width={Number(values.sizeX) || POPUP_DEFAULTS.sizeX}
          height={Number(values.sizeY) || POPUP_DEFAULTS.sizeY}
          linkUrl={String(values.linkUrl ?? '')}
        />
      </Group>
    </AdminForm>
  );
}

/** /popupenrollment */
export function PopupEnrollmentPage() {
  return <PopupForm existing={null} />;
}

/** /popupupdate: without route data '정보가 없습니다.' and back to /popuplist (spec 3 §8). */
export function PopupUpdatePage() {
  const data = useRouteData<PopupView>(POPUP_ROUTE_DATA, '/popuplist', ko.admin.kit.noInformation);
  if (!data) return null;
  return <PopupForm existing={data} />;
}
