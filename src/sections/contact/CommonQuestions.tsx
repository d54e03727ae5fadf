import { Card } from "../../components/Card";
import { CardGrid } from "../../components/CardGrid";
import { Section } from "../../components/Section";
import type { Question } from "../../seo/structuredData";

/** The answers to what owners ask before booking; the text lives in content/faq.yaml. */
export function CommonQuestions({ questions }: { questions: readonly Question[] }) {
  return (
    <Section id="questions" title="Common Questions">
      <CardGrid columns={2}>
        {questions.map(({ question, answer }) => (
          <Card as="li" key={question}>
            <h3 css={(theme) => ({ fontSize: theme.fontSize.lg })}>{question}</h3>
            <p css={(theme) => ({ color: theme.color.textMuted })}>{answer}</p>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
