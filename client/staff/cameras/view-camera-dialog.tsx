import type { Camera } from '../../../contract/cameras.ts';
import { CameraPlayer } from '../../components/cameras/camera-player.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';

/**
 * The spec's View dialog: the shared player starts the viewing session when it opens and
 * ends it on Stop Viewing or when it closes (Esc, the corner button). `camera` is the card's
 * copy taken when View was pressed, so the grid's minute refresh does not hand the player a
 * new object while it plays.
 */
export function ViewCameraDialog({
  camera,
  onClose,
}: {
  camera: Camera | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={camera !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {camera ? (
        <DialogContent className="max-w-3xl">
          <DialogHeader>
            <DialogTitle>{camera.name}</DialogTitle>
            <DialogDescription>{camera.location}</DialogDescription>
          </DialogHeader>
          <CameraPlayer camera={camera} onClose={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
