import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Camera } from '../../../contract/cameras.ts';
import { BackLink } from '../../components/ui/back-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { useCan } from '../../lib/session.ts';
import { toastError } from '../../lib/toast-error.ts';
import { CameraFormDialog } from './camera-form-dialog.tsx';
import { CameraGrid } from './camera-grid.tsx';
import { camerasQuery, useDeleteCamera } from './queries.ts';
import { ViewCameraDialog } from './view-camera-dialog.tsx';
import { ViewingLog } from './viewing-log.tsx';

type Form = { open: false } | { open: true; camera?: Camera };
type Tab = 'cameras' | 'log';

/**
 * Camera Monitoring (spec section 2). Everyone on staff sees the cameras and watches them;
 * directors (camera.manage) also add, edit and delete them and read the viewing log.
 */
export function CamerasPage() {
  const t = useT();
  const canManage = useCan('camera.manage');
  const cameras = useQuery(camerasQuery());
  const remove = useDeleteCamera();
  const [form, setForm] = useState<Form>({ open: false });
  const [viewing, setViewing] = useState<Camera | null>(null);
  // The tab lives in the URL (?tab=log), so reload and Back keep it.
  const [params, setParams] = useSearchParams();
  const tab: Tab = canManage && params.get('tab') === 'log' ? 'log' : 'cameras';
  const select = (id: Tab) => setParams(id === 'log' ? { tab: id } : {}, { replace: true });

  const add = () => setForm({ open: true });
  // The spec asks the browser's own confirmation before a camera is deleted.
  const onDelete = (camera: Camera) => {
    if (!window.confirm(t('cameraMonitoring.deleteConfirm', { name: camera.name }))) return;
    remove.mutate(camera.id, {
      onSuccess: () =>
        toast({
          title: t('cameraMonitoring.deleted'),
          description: t('cameraMonitoring.deletedDescription'),
        }),
      onError: (error) => toastError(error, t('cameraMonitoring.deleteFailed')),
    });
  };

  const grid = (
    <CameraGrid
      cameras={cameras.data}
      failed={cameras.isError}
      onView={setViewing}
      onAdd={canManage ? add : undefined}
      onEdit={canManage ? (camera) => setForm({ open: true, camera }) : undefined}
      onDelete={canManage ? onDelete : undefined}
      deletingId={remove.isPending ? remove.variables : null}
    />
  );
  return (
    <div className="space-y-6">
      <BackLink to="/dashboard" className="min-h-11 md:hidden">
        {t('common.backToDashboard')}
      </BackLink>
      <PageHeader
        title={t('staffNav.cameras.title')}
        actions={
          canManage ? (
            <Button size="lg" onClick={add}>
              <Plus aria-hidden="true" />
              {t('cameraMonitoring.addCamera')}
            </Button>
          ) : null
        }
      />
      {canManage ? (
        <Tabs
          label={t('cameraMonitoring.tabs.label')}
          selected={tab}
          onSelect={select}
          tabs={[
            { id: 'cameras', label: t('cameraMonitoring.tabs.cameras'), content: grid },
            {
              id: 'log',
              label: t('cameraMonitoring.log.title'),
              content: <ViewingLog cameras={cameras.data ?? []} />,
            },
          ]}
        />
      ) : (
        grid
      )}
      <ViewCameraDialog camera={viewing} onClose={() => setViewing(null)} />
      {canManage ? (
        <CameraFormDialog
          open={form.open}
          camera={form.open ? form.camera : undefined}
          onOpenChange={(open) => {
            if (!open) setForm({ open: false });
          }}
        />
      ) : null}
    </div>
  );
}
