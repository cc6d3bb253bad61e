import type { Camera } from '../../../contract/cameras.ts';
import { CameraPlayer } from '../../components/cameras/camera-player.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';

interface Props {
  /** The camera being watched; null: closed. */
  camera: Camera | null;
  onClose: () => void;
}

/**
 * The player in a dialog, titled with the camera's name. Closing it (Esc, ×, Stop, expiry)
 * removes the player, which ends the session, and gives focus back to View Camera.
 */
export function CameraDialog({ camera, onClose }: Props) {
  return (
    <Dialog
      open={camera !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent className="max-w-3xl p-4 sm:p-6">
        {camera ? (
          <>
            <DialogHeader>
              <DialogTitle className="break-words">{camera.name}</DialogTitle>
              <DialogDescription className="break-words">{camera.location}</DialogDescription>
            </DialogHeader>
            <CameraPlayer key={camera.id} camera={camera} onClose={onClose} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
