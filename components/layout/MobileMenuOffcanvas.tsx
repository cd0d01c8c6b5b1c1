import { useId, type KeyboardEvent } from 'react';
import Accordion from 'react-bootstrap/Accordion';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { wrapFocus } from '@/lib/dom/focusWrap';
import { Logo } from './Logo';
import { allMenus } from './menuData';
import { MobileContactLink, MobileSectionLinks, OfficeDetails } from './MobileMenuContent';
import styles from './MobileMenu.module.scss';

interface Props {
  show: boolean;
  onHide: () => void;
}

/**
 * The interactive mobile menu, loaded on the visitor's first move towards the hamburger.
 * Offcanvas moves focus in, keeps it inside, locks the page's scroll, closes on Escape and on
 * the backdrop, and returns focus to the hamburger; one accordion section is open at a time.
 */
export default function MobileMenuOffcanvas({ show, onHide }: Props) {
  const idPrefix = useId();
  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      aria-label="Site menu"
      className={styles.panel}
      // Offcanvas pulls focus back when it leaves; this also wraps Tab from the last item to the first.
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => wrapFocus(event.nativeEvent, event.currentTarget)}
    >
      <Offcanvas.Header closeButton closeLabel="Close menu" className={styles.top}>
        <Logo variant="mobile" />
      </Offcanvas.Header>
      <Offcanvas.Body className={styles.body}>
        <nav aria-label="Mobile">
          <Accordion>
            {allMenus.map((menu) => (
              <Accordion.Item key={menu.id} eventKey={menu.id} className={styles.section}>
                <Accordion.Header aria-controls={`${idPrefix}-${menu.id}`}>{menu.label}</Accordion.Header>
                <Accordion.Body id={`${idPrefix}-${menu.id}`}>
                  <MobileSectionLinks menu={menu} onNavigate={onHide} />
                </Accordion.Body>
              </Accordion.Item>
            ))}
          </Accordion>
          <MobileContactLink onNavigate={onHide} />
        </nav>
        <OfficeDetails />
      </Offcanvas.Body>
    </Offcanvas>
  );
}
