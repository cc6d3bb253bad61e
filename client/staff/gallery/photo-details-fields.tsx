import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { useT } from '../../i18n/use-t.ts';
import { ChildrenPicker } from './children-picker.tsx';

/** The dialogs' text as typed: tags still one comma-separated line. */
export type DetailsDraft = {
  title: string;
  description: string;
  tags: string;
  childIds: number[];
};

/** Server field names (and 'file') → a message to show under that field. */
export type DetailErrors = Partial<Record<keyof DetailsDraft | 'file', string>>;

interface Props {
  idPrefix: string;
  draft: DetailsDraft;
  onChange: (draft: DetailsDraft) => void;
  errors: DetailErrors;
  disabled?: boolean;
  /** The photo's children today (edit), so one no longer taggable can still be removed. */
  currentChildren?: readonly { id: number; name: string }[];
}

/** Title, description, tags and the children in the photo: the upload and edit forms share them. */
export function PhotoDetailsFields(props: Props) {
  const { idPrefix, draft, onChange, errors, disabled, currentChildren } = props;
  const t = useT();
  const set = (patch: Partial<DetailsDraft>) => onChange({ ...draft, ...patch });
  return (
    <>
      <FormField
        id={`${idPrefix}-title`}
        label={t('galleryManagement.field.title')}
        error={errors.title}
      >
        {(p) => (
          <Input
            {...p}
            required
            maxLength={200}
            autoComplete="off"
            disabled={disabled}
            value={draft.title}
            onChange={(e) => set({ title: e.target.value })}
          />
        )}
      </FormField>
      <FormField
        id={`${idPrefix}-description`}
        label={t('galleryManagement.field.description')}
        error={errors.description}
      >
        {(p) => (
          <Textarea
            {...p}
            rows={3}
            maxLength={5000}
            disabled={disabled}
            value={draft.description}
            onChange={(e) => set({ description: e.target.value })}
          />
        )}
      </FormField>
      <FormField
        id={`${idPrefix}-tags`}
        label={t('galleryManagement.field.tags')}
        hint={t('galleryManagement.tagsHint')}
        error={errors.tags}
      >
        {(p) => (
          <Input
            {...p}
            autoComplete="off"
            placeholder={t('galleryManagement.tagsPlaceholder')}
            disabled={disabled}
            value={draft.tags}
            onChange={(e) => set({ tags: e.target.value })}
          />
        )}
      </FormField>
      <ChildrenPicker
        id={`${idPrefix}-children`}
        value={draft.childIds}
        onChange={(childIds) => set({ childIds })}
        current={currentChildren}
        error={errors.childIds}
        disabled={disabled}
      />
    </>
  );
}

const knownFields: readonly string[] = ['title', 'description', 'tags', 'childIds', 'file'];

/** The server's 400 field messages under these forms' fields ('tags.2' is the tags field). */
export function detailErrorsFrom(fieldErrors: Record<string, string> | undefined): DetailErrors {
  const found: DetailErrors = {};
  for (const [path, message] of Object.entries(fieldErrors ?? {})) {
    const field = path.split('.')[0] as keyof DetailErrors;
    if (knownFields.includes(field)) found[field] ??= message;
  }
  return found;
}
