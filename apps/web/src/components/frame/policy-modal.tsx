import { ko } from '@parking/shared/messages/ko';
import { Modal } from '../ui/core';
import { MantineRoot } from '../ui/mantine-root/mantine-root';
import classes from './frame.module.css';
import { useOpenedAfterMount } from './use-once-true';

export type PolicyKey = keyof typeof ko.policy;

interface PolicyModalProps {
  policy: PolicyKey | null;
  onClose: () => void;
}

/** The footer policy documents (e-mail harvesting refusal, privacy policy, copyright policy) in a dialog. */
export function PolicyModal({ policy, onClose }: PolicyModalProps) {
  const doc = policy ? ko.policy[policy] : null;
  const shown = useOpenedAfterMount(doc !== null);
  return (
    <MantineRoot>
      <Modal
        opened={shown && doc !== null}
        onClose={onClose}
        title={doc?.title}
        size="xl"
        closeButtonProps={{ 'aria-label': ko.common.close }}
        classNames={{ title: classes.sitemapTitle }}
      >
        {doc ? (
          <div className={classes.policy}>
            {'intro' in doc ? <p>{doc.intro}</p> : null}
            {doc.sections.map((section) => (
              <section key={section.heading || section.body[0]}>
                {section.heading ? <h3>{section.heading}</h3> : null}
                {section.body.map((line) => (
                  <p key={line}>{line}</p>
                ))}
              </section>
            ))}
            <p className={classes.policyEffective}>{doc.effective}</p>
          </div>
        ) : null}
      </Modal>
    </MantineRoot>
  );
}
