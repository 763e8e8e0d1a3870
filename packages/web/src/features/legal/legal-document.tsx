import '../../i18n/strings/legal-strings.ts';
import { Divider, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../app/use-page-meta.ts';
import { BackButton } from '../../components/back-button.tsx';

export type LegalDocumentKey = 'privacy' | 'terms' | 'notice';

/** A paragraph whose lines all start with "- " is a list; any other is running text. */
function Block({ text }: { text: string }) {
  const lines = text.split('\n');
  if (lines.every((line) => line.startsWith('- '))) {
    return (
      <List spacing={4}>
        {lines.map((line) => (
          <List.Item key={line}>{line.slice(2)}</List.Item>
        ))}
      </List>
    );
  }
  return <Text>{text}</Text>;
}

/**
 * A legal text in the current language (docs/spec/part-1.md §2): its sections live in the translation files as
 * `legal.<document>.<section>_title` and `_body`, paragraphs separated by a blank line.
 */
export function LegalDocument({ document, sections, back = true }: { document: LegalDocumentKey; sections: readonly string[]; back?: boolean }) {
  const { t } = useTranslation();
  usePageMeta(t(`legal.${document}.meta_title`), t(`legal.${document}.meta_description`));
  return (
    <Stack component="article" gap="md" maw={780} aria-labelledby="legal-title">
      {back ? (
        <div>
          <BackButton />
        </div>
      ) : null}
      <Title order={1} id="legal-title">
        {t(`legal.${document}.title`)}
      </Title>
      <Text c="dimmed" fz="sm">
        {t('legal.updated')}
      </Text>
      <Text fz="lg">{t(`legal.${document}.intro`)}</Text>
      {sections.map((section) => (
        <Stack key={section} gap="xs" component="section" aria-labelledby={`legal-${section}`}>
          <Title order={2} fz="h3" id={`legal-${section}`} mt="sm">
            {t(`legal.${document}.${section}_title`)}
          </Title>
          {t(`legal.${document}.${section}_body`)
            .split('\n\n')
            .map((block) => (
              <Block key={block} text={block} />
            ))}
        </Stack>
      ))}
      {back ? (
        <>
          <Divider my="sm" />
          <div>
            <BackButton />
          </div>
        </>
      ) : null}
    </Stack>
  );
}
