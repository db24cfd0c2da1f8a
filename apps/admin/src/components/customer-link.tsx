import { Link } from 'react-router';
import { customerPath } from '@/config/paths';
import ui from './ui.module.css';

/** A customer in a list: name and e-mail, both opening the customer's page; the id alone when nothing else is known. */
export function CustomerLink({
  id,
  name,
  email,
}: {
  id: number;
  name: string | null | undefined;
  email: string | null | undefined;
}) {
  return (
    <Link to={customerPath(id)} className={ui.customerLink}>
      <span>{name || `#${id}`}</span>
      {/* The space keeps the two apart in the link's name; the grid puts them on two lines. */}
      {email && ' '}
      {email && <span className={ui.customerEmail}>{email}</span>}
    </Link>
  );
}
