import { Eye, Trash2 } from 'lucide-react';
import { Button } from './button.tsx';
import { useT } from '../../i18n/use-t.ts';

interface CardActionsProps {
  /** Whose card it is: each button's accessible name ends with it ('View Emma Johnson'). */
  name: string;
  onView: () => void;
  /** Absent for people who may not remove the record: no remove button then. */
  onRemove?: () => void;
  /** The remove button's visible word ('Remove', 'Delete'). */
  removeLabel: string;
}

/** A record card's View button and, when allowed, its red remove button. */
export function CardActions({ name, onView, onRemove, removeLabel }: CardActionsProps) {
  const t = useT();
  return (
    <>
      <Button variant="ghost" size="sm" onClick={onView}>
        <Eye aria-hidden="true" />
        {t('common.view')}
        <span className="sr-only"> {name}</span>
      </Button>
      {onRemove ? (
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
          {removeLabel}
          <span className="sr-only"> {name}</span>
        </Button>
      ) : null}
    </>
  );
}
