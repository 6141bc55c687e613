/** @reelist/ui — design tokens and accessible, stateless components shared by the shell and every remote. */
export { installGlobalStyles } from './src/global-styles';

export { Icon } from './src/icons/icon';
export type { IconProps } from './src/icons/icon';
export * as icons from './src/icons/icon-paths';
export type { IconData } from './src/icons/icon-paths';

export { Button, buttonClassName } from './src/actions/button';
export type { ButtonLookOptions, ButtonProps, ButtonVariant, ButtonSize } from './src/actions/button';
export { IconButton } from './src/actions/icon-button';
export type { IconButtonProps } from './src/actions/icon-button';

export { LazyImage } from './src/media/lazy-image';
export type { ImagePriority, LazyImageProps } from './src/media/lazy-image';
export { MediaCard } from './src/media/media-card';
export type { MediaCardProps, MediaCardSize } from './src/media/media-card';
export { MediaCardSkeleton } from './src/media/media-card-skeleton';
export type { MediaCardSkeletonProps } from './src/media/media-card-skeleton';
export { Carousel } from './src/media/carousel';
export type { CarouselProps } from './src/media/carousel';
export { RatingBadge } from './src/media/rating-badge';
export type { RatingBadgeProps } from './src/media/rating-badge';

export { Skeleton } from './src/feedback/skeleton';
export type { SkeletonProps } from './src/feedback/skeleton';
export { Spinner } from './src/feedback/spinner';
export type { SpinnerProps } from './src/feedback/spinner';
export { EmptyState } from './src/feedback/empty-state';
export type { EmptyStateProps } from './src/feedback/empty-state';
export { ErrorState } from './src/feedback/error-state';
export type { ErrorStateProps } from './src/feedback/error-state';
export { Toast } from './src/feedback/toast';
export type { ToastProps } from './src/feedback/toast';
export { ToastRegion } from './src/feedback/toast-region';
export type { ToastRegionProps } from './src/feedback/toast-region';
export { UndoBanner } from './src/feedback/undo-banner';
export type { UndoBannerProps } from './src/feedback/undo-banner';

export { Modal } from './src/overlay/modal';
export type { ModalProps } from './src/overlay/modal';

export { Tabs } from './src/layout/tabs';
export type { TabsProps, TabItem } from './src/layout/tabs';
export { PageHeader } from './src/layout/page-header';
export type { PageHeaderProps } from './src/layout/page-header';
export { StatCard } from './src/layout/stat-card';
export type { StatCardProps } from './src/layout/stat-card';
export { Badge, Tag } from './src/layout/badge';
export type { BadgeProps, BadgeTone, TagProps } from './src/layout/badge';

export { StarRating } from './src/forms/star-rating';
export type { StarRatingProps } from './src/forms/star-rating';
export { Switch } from './src/forms/switch';
export type { SwitchProps } from './src/forms/switch';
export { Select } from './src/forms/select';
export type { SelectProps, SelectOption } from './src/forms/select';
export { RangeInput } from './src/forms/range-input';
export type { RangeInputProps } from './src/forms/range-input';

export { mediaTypeName, statusLabel } from './src/i18n/labels';
export { serviceMessage } from './src/i18n/service-messages';

export { cx } from './src/lib/cx';
export { downloadBlob } from './src/lib/download';
export { readFileBytes, readFileText } from './src/lib/read-file-text';
export type { QrCodeProps } from './src/share/qr-code';
export { LinkShare } from './src/share/link-share';
export type { LinkShareProps } from './src/share/link-share';
export { COPY_CONFIRMATION_MS, useCopyConfirmation } from './src/share/use-copy-confirmation';
export type { CopyState } from './src/share/use-copy-confirmation';
export { useInView } from './src/media/use-in-view';
export { afterPageSettles, whenIdle } from './src/lib/idle';
export { useBrowserValue } from './src/lib/use-browser-value';
export { ListPicker } from './src/lists/list-picker';
export type { ListPickerChoice, ListPickerProps } from './src/lists/list-picker';
