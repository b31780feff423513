import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { Trans, useLingui } from '@lingui/react/macro';
import { pictureVariant } from '@rentals/shared';

type SortablePicturesProps = { pictures: readonly string[]; onChange: (order: string[]) => void };

/**
 * The existing pictures in order, the first being the cover. Drag by the handle (mouse, a long
 * press on touch, or space and the arrow keys), or use the move buttons beside it.
 */
export function SortablePictures({ pictures, onChange }: SortablePicturesProps) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    // A short press first, so a finger scrolling the page never starts a drag.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const move = (from: number, to: number) => onChange(arrayMove([...pictures], from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(pictures.indexOf(String(active.id)), pictures.indexOf(String(over.id)));
  };

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={[...pictures]} strategy={rectSortingStrategy}>
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {pictures.map((url, index) => (
            <SortablePicture
              key={url}
              url={url}
              index={index}
              last={index === pictures.length - 1}
              onMove={move}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

type SortablePictureProps = {
  url: string;
  index: number;
  last: boolean;
  onMove: (from: number, to: number) => void;
};

const iconButton =
  'flex h-10 w-10 items-center justify-center rounded-lg text-lg text-stone-700 hover:bg-stone-100 disabled:opacity-30 disabled:hover:bg-transparent';

function SortablePicture({ url, index, last, onMove }: SortablePictureProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: url });
  const n = index + 1;
  const { t } = useLingui();
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        transition,
      }}
      className={`relative overflow-hidden rounded-xl border bg-white ${
        isDragging ? 'z-10 border-brand-600 shadow-lg' : 'border-stone-200'
      }`}
    >
      <img
        src={pictureVariant(url, 'card')}
        alt={t`Picture ${n}`}
        loading="lazy"
        className="aspect-[4/3] w-full bg-stone-100 object-cover"
      />
      <span className="absolute top-2 left-2 rounded-full bg-stone-900/75 px-2 py-0.5 text-xs font-semibold text-white">
        {index === 0 ? <Trans>Cover</Trans> : n}
      </span>
      <div className="flex items-center justify-between p-1">
        <button
          type="button"
          aria-label={t`Move picture ${n} left`}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
          className={iconButton}
        >
          <span aria-hidden="true">←</span>
        </button>
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t`Drag picture ${n}`}
          className={`${iconButton} cursor-grab touch-none active:cursor-grabbing`}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <button
          type="button"
          aria-label={t`Move picture ${n} right`}
          disabled={last}
          onClick={() => onMove(index, index + 1)}
          className={iconButton}
        >
          <span aria-hidden="true">→</span>
        </button>
      </div>
    </li>
  );
}
