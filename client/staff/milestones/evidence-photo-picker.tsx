import { useQuery } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { type EvidencePhoto, maxEvidencePhotos } from '../../../contract/child-milestones.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { translateText } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatDate, formatDateTimeSeconds } from '../../lib/format.ts';
import { childPhotosQuery, useUploadEvidence } from './queries.ts';

interface Props {
  id: string;
  childId: number;
  childName: string;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** Photos the milestone shows already: kept as choices even if no longer tagged. */
  current?: readonly EvidencePhoto[];
  error?: string;
}

/**
 * Evidence photos: the gallery photos that name the child, as thumbnails with a checkbox each
 * (labelled by the photo's title and day), at most ten. A labelled group: Tab to each photo,
 * Space chooses it. Upload a photo adds a new one to the gallery, naming the child, and
 * chooses it.
 */
export function EvidencePhotoPicker(props: Props) {
  const { id, childId, childName, value, onChange, current = [], error } = props;
  const t = useT();
  const photos = useQuery(childPhotosQuery(childId));
  const offered = photos.data ?? [];
  const options: (EvidencePhoto & { createdAt?: string })[] = [
    ...offered,
    ...current.filter((p) => !offered.some((o) => o.id === p.id)),
  ];
  const full = value.length >= maxEvidencePhotos;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const toggle = (photoId: number, checked: boolean) =>
    onChange(checked ? [...value, photoId] : value.filter((v) => v !== photoId));
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadEvidence(childId);
  const send = (file: File | undefined) => {
    if (!file) return;
    const title = t('milestones.photos.uploadTitle', { name: childName });
    upload.mutate(
      { file, title: `${title} (${formatDateTimeSeconds(new Date())})` },
      { onSuccess: (photo) => onChange([...value, photo.id]) },
    );
  };

  return (
    <fieldset
      className="min-w-0 space-y-2"
      aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
    >
      <legend className="text-sm font-medium text-slate-900">
        {t('milestones.photos.legend')}
      </legend>
      <p id={hintId} className="text-sm text-slate-600">
        {t('milestones.photos.hint', { name: childName, max: maxEvidencePhotos })}
      </p>
      {photos.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t('milestones.photos.loading')}
        </p>
      ) : photos.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t('milestones.photos.loadFailed')}
        </p>
      ) : options.length === 0 ? (
        <p className="text-sm text-slate-600">
          {t('milestones.photos.none', { name: childName })}{' '}
          <Link to="/gallery-management" className="font-medium text-blue-700 underline">
            {t('milestones.photos.toGallery')}
          </Link>
        </p>
      ) : (
        <ul className="grid max-h-72 grid-cols-2 gap-2 overflow-y-auto rounded-md border border-slate-300 p-2 sm:grid-cols-3">
          {options.map((photo) => {
            const boxId = `${id}-photo-${photo.id}`;
            const checked = value.includes(photo.id);
            return (
              <li key={photo.id} className="min-w-0">
                <label
                  htmlFor={boxId}
                  className="flex h-full cursor-pointer flex-col gap-1.5 rounded-md border border-slate-200 p-1.5 has-[:checked]:border-blue-600 has-[:checked]:bg-blue-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-600"
                >
                  <img
                    src={photo.thumbnailPath}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    width={160}
                    height={120}
                    className="aspect-4/3 w-full rounded bg-slate-100 object-cover"
                  />
                  <span className="flex items-start gap-2">
                    <Checkbox
                      id={boxId}
                      className="mt-0.5"
                      checked={checked}
                      disabled={full && !checked}
                      onCheckedChange={(on) => toggle(photo.id, on)}
                    />
                    <span className="min-w-0 text-sm break-words">
                      <span className="font-medium">{photo.title}</span>
                      {photo.createdAt ? (
                        <span className="block text-xs text-slate-600">
                          {formatDate(photo.createdAt)}
                        </span>
                      ) : null}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          disabled={full || upload.isPending}
          onClick={() => fileInput.current?.click()}
        >
          <Upload aria-hidden="true" />
          {t('milestones.photos.upload')}
        </Button>
        {/* Opened by the button: a file input cannot be styled or labelled as one. */}
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          aria-label={t('milestones.photos.upload')}
          data-testid={`${id}-file`}
          onChange={(e) => {
            send(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        {upload.isPending ? (
          <span role="status" className="text-sm text-slate-600">
            {t('milestones.photos.uploading')}
          </span>
        ) : upload.isError ? (
          <span role="alert" className="text-sm text-red-800">
            {upload.error.message}
          </span>
        ) : null}
      </div>
      <p className="text-sm text-slate-700" aria-live="polite">
        {t('milestones.photos.selected', { count: value.length })}
      </p>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {translateText(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
