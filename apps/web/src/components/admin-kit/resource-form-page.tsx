import { zodResolver } from '@hookform/resolvers/zod';
import type { Attachment } from '@parking/shared/content/common';
import { ko } from '@parking/shared/messages/ko';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { errorText } from '../../lib/api-client';
import { useNavigate } from '../../lib/router';
import { Box, SimpleGrid, Stack, Text } from '../ui/core';
import { showAlert, showConfirm } from '../ui/dialog/dialog-store';
import { AttachmentList } from '../ui/file-input/attachment-list';
import { FileInput } from '../ui/file-input/file-input';
import { AdminForm, reportSaveError } from './admin-form';
import {
  FormDateField,
  FormRichText,
  FormSelect,
  FormTextField,
  FormYnRadio,
  ReadOnlyField,
} from './form-fields';
import { attachmentsQuery, selectOptionsQuery } from './form-queries';
import {
  type FormContext,
  type FormField,
  fieldOrder,
  formSchemaOf,
  type ResourceDescriptor,
  routeDataKeyOf,
  type WriteExtras,
  type WriteResult,
} from './resource';
import type { ResourceRouteData } from './resource-view-page';
import { clearRouteData, useRouteData } from './route-data';
import { useResourceWrite } from './use-resource';

// the row type does not matter to the form
// biome-ignore lint/suspicious/noExplicitAny: any row
type AnyRow = any;
type FormResource<View, In extends FieldValues, Out extends FieldValues> = ResourceDescriptor<
  AnyRow,
  View,
  In,
  Out
>;

interface Props<View, In extends FieldValues, Out extends FieldValues> {
  resource: FormResource<View, In, Out>;
  /** create: /…enrollment; edit: /…update with the record as route data */
  mode: 'create' | 'edit';
}

function formOf<View, In extends FieldValues, Out extends FieldValues>(
  resource: FormResource<View, In, Out>,
) {
  if (!resource.form) throw new Error(`${resource.name}: no form in the descriptor`);
  return resource.form;
}

const isRouteData = (d: unknown) => typeof d === 'object' && d !== null && 'view' in d && 'listTo' in d;

/**
 * The create and edit screen of a resource: one form from the descriptor's fields and shared zod schema.
 * Edit takes its record from route data (decision 037; without it: the descriptor's message and a
 * redirect). Save alerts the server's message, refreshes the resource's queries and returns to the list.
 */
export function ResourceFormPage<View, In extends FieldValues, Out extends FieldValues>({
  resource,
  mode,
}: Props<View, In, Out>) {
  if (mode === 'create') return <ResourceForm resource={resource} existing={null} />;
  return <ResourceUpdate resource={resource} />;
}

function ResourceUpdate<View, In extends FieldValues, Out extends FieldValues>({
  resource,
}: {
  resource: FormResource<View, In, Out>;
}) {
  const rd = resource.routeData;
  const data = useRouteData<ResourceRouteData<View>>(
    routeDataKeyOf(resource),
    rd?.redirectTo ?? resource.paths.list,
    rd?.missingMessage,
    isRouteData,
  );
  if (!data) return null;
  return <ResourceForm resource={resource} existing={data} />;
}

function ResourceForm<View, In extends FieldValues, Out extends FieldValues>({
  resource,
  existing,
}: {
  resource: FormResource<View, In, Out>;
  existing: ResourceRouteData<View> | null;
}) {
  const spec = formOf(resource);
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const view = existing?.view ?? null;
  const id = view === null ? null : resource.viewId(view);
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(formSchemaOf(resource) as never) as unknown as Resolver<In, unknown, Out>,
    defaultValues: spec.defaults(view) as never,
    shouldFocusError: false,
  });
  const save = useResourceWrite(resource, ({ values, extras }: { values: Out; extras: WriteExtras }) => {
    const { insert, update } = resource.api;
    if (id !== null && update) return update(id, values, extras);
    if (id === null && insert) return insert(values, extras);
    return Promise.reject(new Error('no write call')) as Promise<WriteResult>;
  });

  const onSave = async (values: Out) => {
    try {
      const res = await save.mutateAsync({ values, extras: { file } });
      if (existing) clearRouteData(routeDataKeyOf(resource));
      await showAlert(res.message);
      await navigate(existing?.listTo ?? resource.paths.list);
    } catch (e) {
      // the refused fields show their message under the field and the first one gets the focus
      await reportSaveError(form, e, fieldOrder(spec.fields as readonly FormField<FieldValues, unknown>[]));
    }
  };

  const ctx: FormContext<In, View> = { form: form as FormContext<In, View>['form'], existing: view };
  const fieldProps = { resource, ctx, id, file, setFile };
  const listButton = spec.listButton ?? 'edit';
  return (
    <AdminForm
      form={form}
      onSave={onSave}
      listTo={existing?.listTo ?? resource.paths.list}
      withListButton={listButton === 'always' || !!existing}
      invalidMessage={spec.invalidMessage}
      fieldOrder={
        fieldOrder(spec.fields as readonly FormField<FieldValues, unknown>[]) as (keyof In & string)[]
      }
      extraButtons={spec.extraButtons?.(ctx)}
    >
      <Fields fields={spec.fields} {...fieldProps} />
    </AdminForm>
  );
}

interface FieldsProps<View, In extends FieldValues, Out extends FieldValues> {
  resource: FormResource<View, In, Out>;
  fields: readonly FormField<In, View>[];
  ctx: FormContext<In, View>;
  id: string | null;
  file: File | null;
  setFile: (f: File | null) => void;
}

function Fields<View, In extends FieldValues, Out extends FieldValues>(props: FieldsProps<View, In, Out>) {
  const { fields, ctx, file, setFile } = props;
  const existing = ctx.existing;
  return (
    <>
      {fields.map((f, i) => {
        if (f.onlyOn === 'create' && existing) return null;
        if (f.onlyOn === 'edit' && !existing) return null;
        const key = 'name' in f ? f.name : `${f.kind}-${i}`;
        switch (f.kind) {
          case 'text':
            // a date field of any admin form is the Korean date field (decision 145)
            if (f.input?.type === 'date')
              return (
                <FormDateField<In>
                  key={key}
                  name={f.name}
                  label={f.label}
                  required={f.required}
                  disabled={f.input.disabled}
                />
              );
            return (
              <FormTextField<In>
                key={key}
                name={f.name}
                label={f.label}
                withAsterisk={f.required}
                {...f.input}
              />
            );
          case 'yn':
            return <FormYnRadio<In> key={key} name={f.name} label={f.label} />;
          case 'select':
            return <SelectField<In, View> key={key} field={f} />;
          case 'richText':
            return (
              <FormRichText<In>
                key={key}
                name={f.name}
                label={f.label}
                required={f.required}
                touchOnBlur={f.touchOnBlur}
                minHeight={f.minHeight}
              />
            );
          case 'file':
            return (
              <FileInput
                key={key}
                label={f.label}
                value={file}
                onChange={setFile}
                typeMessage={f.typeMessage}
              />
            );
          case 'attachments':
            return existing ? <StoredFiles key={key} {...props} field={f} view={existing} /> : null;
          case 'readOnly':
            return existing ? (
              <Stack key={key} gap={4} p="sm" bg="gray.0" style={{ borderRadius: 4 }}>
                {f.rows(existing).map((r) => (
                  <ReadOnlyField key={r.label} label={r.label} value={r.value} />
                ))}
              </Stack>
            ) : null;
          case 'grid':
            return (
              <SimpleGrid key={key} cols={f.cols}>
                <Fields {...props} fields={f.fields} />
              </SimpleGrid>
            );
          case 'custom':
            return <Fragment key={key}>{f.render(ctx)}</Fragment>;
          default:
            return null;
        }
      })}
    </>
  );
}

type SelectFieldSpec<In extends FieldValues, View> = Extract<FormField<In, View>, { kind: 'select' }>;

/** A drop-down whose options are fixed or loaded once (cached for every form that offers them). */
function SelectField<In extends FieldValues, View>({ field }: { field: SelectFieldSpec<In, View> }) {
  const source = field.options;
  // the same query the route started beside this screen's code (formQueries, decision 222)
  const loaded = useQuery({
    ...selectOptionsQuery('load' in source ? source : { key: '', load: async () => [] }),
    enabled: 'load' in source,
  });
  const data = 'load' in source ? (loaded.data ?? []) : source;
  return (
    <FormSelect<In>
      name={field.name}
      label={field.label}
      data={data}
      required={field.required}
      placeholder={field.placeholder}
      disabled={'load' in source && loaded.isPending}
    />
  );
}

type AttachmentsField<In extends FieldValues, View> = Extract<FormField<In, View>, { kind: 'attachments' }>;

/** The stored attachments of the record being edited: loaded afresh when the descriptor can, deletable. */
function StoredFiles<View, In extends FieldValues, Out extends FieldValues>({
  resource,
  id,
  field,
  view,
}: FieldsProps<View, In, Out> & { field: AttachmentsField<In, View>; view: View }) {
  const load = field.load;
  const fresh = useQuery({
    ...attachmentsQuery(resource, id, load ?? (async () => field.files(view))),
    enabled: !!load && id !== null,
  });
  const removeFile = field.remove;
  const removal = useResourceWrite(resource, (f: Attachment) => {
    if (!removeFile || id === null) throw new Error('no delete call');
    return removeFile(id, f);
  });
  const onDelete = removeFile
    ? async (f: Attachment) => {
        if (!(await showConfirm(ko.admin.kit.deleteConfirm))) return;
        try {
          await removal.mutateAsync(f);
          if (field.removedMessage) await showAlert(field.removedMessage);
        } catch (e) {
          await showAlert(errorText(e));
        }
      }
    : undefined;
  const files = fresh.data ?? field.files(view);
  return (
    <Box>
      <Text fw={500} size="sm" mb={4}>
        {field.label}
      </Text>
      {files.length > 0 && resource.api.download ? (
        <AttachmentList
          files={files}
          downloadBase={resource.api.download}
          onDelete={onDelete}
          label={field.label}
        />
      ) : (
        <Text size="sm" c="dimmed">
          -
        </Text>
      )}
    </Box>
  );
}
