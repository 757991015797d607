import { Icon, type IconName } from '@/components/icon/icon';

/** The icons that client islands draw, from the site's sprite; always decorative. */
type ControlIconProps = { className?: string; 'aria-hidden'?: boolean | 'true' };

const controlIcon = (name: IconName) =>
  function ControlIcon({ className }: ControlIconProps) {
    return <Icon name={name} className={className} />;
  };

export const ChevronDownIcon = controlIcon('chevron-down');
export const ChevronLeftIcon = controlIcon('chevron-left');
export const ChevronRightIcon = controlIcon('chevron-right');
export const MenuIcon = controlIcon('menu');
export const CloseIcon = controlIcon('x');
export const PauseIcon = controlIcon('pause');
export const PlayIcon = controlIcon('play');
export const MessageIcon = controlIcon('message-circle');
export const PhoneIcon = controlIcon('phone');
export const SendIcon = controlIcon('send');
