/*
 * cli/play.c: `calcsolve play N|FILE`, a puzzle played in the terminal move by
 * move: a bundled level by number, or the one puzzle of a file, of the
 * calculator or of the game --game names. Every move is the game's own apply,
 * every hint its own hint (game.h): the CLI keeps only the positions played so
 * far, for undo. The position is shown through the game's board (or, for a game
 * without one, its fields), redrawn after each move; a move is typed as its
 * label or as its number on the board, and one typed without the choice it needs
 * ("Round") is asked about (pick.c). Answers are read by the prompt session's
 * ask (interactive.c), so a pipe works line by line, end of input ends the game
 * quietly, and Ctrl-C at the prompt leaves it (exit 130). A move through the
 * portal shows its fall (30027 → 30) on the board's portal line, and the win
 * says whether it took the fewest moves (the game's hint from the start).
 */
#include "shared.h"

#include <stdlib.h>
#include <string.h>

/* One position of the game: the puzzle it is, and what the move to it spent. */
typedef struct position {
    void *puzzle;
    int cost;              /* 1, or 0 for a free move (the step says "free": true, e.g. the classic save) */
} position;

/* The positions played so far: [0] the puzzle, one more a move. */
typedef struct game_line {
    const cs_game *game;
    position *positions;
    int count, capacity;
    int moves_used;
} game_line;

static void *current(const game_line *line) { return line->positions[line->count - 1].puzzle; }

/* Adds a position (the line owns puzzle from then on). 0, or -1 when memory ran out. */
static int push(game_line *line, void *puzzle, int cost)
{
    if (line->count == line->capacity) {
        int capacity = line->capacity ? line->capacity * 2 : 16;
        position *grown = realloc(line->positions, (size_t)capacity * sizeof *grown);
        if (!grown) {
            line->game->free_puzzle(puzzle);
            return -1;
        }
        line->positions = grown;
        line->capacity = capacity;
    }
    position p = {puzzle, cost};
    line->positions[line->count++] = p;
    line->moves_used += cost;
    return 0;
}

static void undo(game_line *line)
{
    line->count--;
    line->moves_used -= line->positions[line->count].cost;
    line->game->free_puzzle(line->positions[line->count].puzzle);
}

static void free_line(game_line *line)
{
    while (line->count > 0)
        undo(line);
    free(line->positions);
}

/* The number after key in a flat JSON object ("portal_from": 30027): 0, or -1 when absent. */
static int json_number(const char *json, const char *key, int64_t *n)
{
    char quoted[40];
    snprintf(quoted, sizeof quoted, "\"%s\":", key);
    const char *at = json ? strstr(json, quoted) : NULL;
    if (!at)
        return -1;
    at += strlen(quoted);
    at += strspn(at, " ");
    char digits[24];
    size_t length = strspn(at, "-0123456789");
    if (length == 0 || length >= sizeof digits)
        return -1;
    memcpy(digits, at, length);
    digits[length] = '\0';
    return cs_parse_int64(digits, n) == 0 ? 0 : -1;
}

/* key is true in a step's one flat JSON object ("won": true). */
static int step_says(const char *json, const char *key)
{
    char quoted[40];
    snprintf(quoted, sizeof quoted, "\"%s\":", key);
    const char *at = json ? strstr(json, quoted) : NULL;
    if (!at)
        return 0;
    at += strlen(quoted);
    at += strspn(at, " ");
    return strncmp(at, "true", 4) == 0;
}

/* The fewest moves from the start (the game's hint of the first position), or -1 when unknown. */
static int64_t fewest_moves(const game_line *line, const options *opt)
{
    cs_buf text = {0};
    int64_t n = -1, after;
    interrupt_reset();
    line->game->hint(&text, line->positions[0].puzzle, &opt->run, CS_JSON);
    if (!text.failed && json_number(text.data, "fewest_moves", &n) != 0 && step_says(text.data, "solvable") &&
        json_number(text.data, "moves_left_after", &after) == 0)
        n = after + 1;
    cs_buf_free(&text);
    return n;
}

/* The game's board of the position, or its fields as `Label: value` lines. */
static void draw(const game_line *line, const options *opt, cs_buf *out)
{
    const cs_game *game = line->game;
    const void *puzzle = current(line);
    if (game->board) {
        game->board(out, puzzle, &opt->run);
        return;
    }
    cs_field fields[CS_MAX_FIELDS];
    int count = game->describe_fields(&opt->run, fields);
    cs_buf text = {0};
    game->puzzle_text(&text, puzzle);
    for (const char *p = text.data; p && *p;) {
        size_t length = strcspn(p, "\n"), name = strcspn(p, ":");
        const char *label = NULL;
        for (int i = 0; i < count && name < length; i++)
            if (strlen(fields[i].name) == name && strncmp(fields[i].name, p, name) == 0)
                label = fields[i].label;
        if (label)
            cs_buf_printf(out, "  %s:%.*s\n", label, (int)(length - name - 1), p + name + 1);
        else
            cs_buf_printf(out, "  %.*s\n", (int)length, p);
        p += length + (p[length] == '\n');
    }
    out->failed |= text.failed;
    cs_buf_free(&text);
}

/* The numbers on the board: how many (0 for a game without a board's numbers). */
static int numbered_count(const game_line *line)
{
    int n = 0;
    cs_buf label = {0};
    while (line->game->numbered_move && n < 1000 && line->game->numbered_move(current(line), n + 1, &label) == 0) {
        n++;
        label.len = 0;
    }
    cs_buf_free(&label);
    return n;
}

/* No numbered move can be made from the position (and the game numbers its moves). */
static int out_of_moves(const game_line *line, const options *opt)
{
    int numbered = numbered_count(line), possible = 0;
    for (int n = 1; n <= numbered && !possible; n++) {
        cs_buf label = {0}, step = {0};
        cs_error err;
        void *next = NULL;
        line->game->numbered_move(current(line), n, &label);
        if (!label.failed && line->game->apply(current(line), label.data ? label.data : "", &opt->run, &next, &step,
                                               &err) == 0) {
            possible = 1;
            line->game->free_puzzle(next);
        }
        cs_buf_free(&label);
        cs_buf_free(&step);
    }
    return numbered > 0 && !possible;
}

/* Writes text out (and frees it). */
static void show(writer *w, cs_buf *text)
{
    if (text->failed)
        w->memory = 1; /* writer_close says "out of memory" */
    writer_buf(w, text);
    cs_buf_free(text);
}

/* The last move's fall through the portal (30027 → 30) on the board's portal
 * line, or on a line of its own when the board has none. */
static void add_fall(cs_buf *board, const cs_buf *fall)
{
    static const char PORTAL[] = "\n  Portal:";
    if (!fall || !fall->data || !fall->len)
        return;
    char *at = board->data ? strstr(board->data, PORTAL) : NULL;
    if (!at) {
        cs_buf_printf(board, "  The portal: %s\n", fall->data);
        return;
    }
    size_t end = (size_t)(at - board->data) + 1 + strcspn(at + 1, "\n");
    cs_buf rest = {0};
    cs_buf_add(&rest, board->data + end);
    board->len = end;
    board->data[end] = '\0';
    cs_buf_printf(board, ", just now %s", fall->data);
    cs_buf_addn(board, rest.data ? rest.data : "", rest.len);
    board->failed |= rest.failed;
    cs_buf_free(&rest);
}

/* Draws the position (after what the last move's portal did, if anything), and says so when no move is left. */
static void redraw(const game_line *line, const options *opt, writer *w, const cs_buf *fall)
{
    cs_buf text = {0};
    draw(line, opt, &text);
    add_fall(&text, fall);
    if (out_of_moves(line, opt))
        cs_buf_add(&text, "Out of moves: no move can be made from here (u undoes the last move, ? says what would "
                          "have helped, q quits).\n");
    show(w, &text);
}

static void hint(const game_line *line, const options *opt, writer *w)
{
    cs_buf text = {0};
    interrupt_reset(); /* Ctrl-C now cancels this search only */
    progress_start(opt->progress, "hint", NULL, NULL);
    line->game->hint(&text, current(line), &opt->run, CS_TEXT);
    progress_clear(opt->progress);
    show(w, &text);
}

/* The label a typed answer stands for: a number on the board (1..count), a
 * label in double quotes as it is, anything else as typed. *number is the
 * count when the answer was digits off the board (else 0). */
static void move_label(const game_line *line, const char *answer, cs_buf *label, int *number)
{
    int64_t n;
    int numbered = numbered_count(line);
    size_t length = strlen(answer);
    int digits = numbered > 0 && length > 0 && strspn(answer, "0123456789") == length; /* "+2" is a label */
    *number = 0;
    if (length >= 2 && answer[0] == '"' && answer[length - 1] == '"') {
        cs_buf_addn(label, answer + 1, length - 2);
    } else if (digits && cs_parse_int64(answer, &n) == 0 && n >= 1 && n <= numbered) {
        line->game->numbered_move(current(line), (int)n, label);
    } else {
        *number = digits ? numbered : 0;
        cs_buf_add(label, answer);
    }
}

/* Plays one answer that is a move (its choice asked for when it needs one: pick.c). 1
 * when it won, 0 when the game goes on, 2 when it was no move (said why, or cancelled),
 * 3 when input ended (or Ctrl-C) at the choice's prompt, -1 when memory ran out. A portal's fall (30027 → 30, as solve draws it) is added to fall. */
static int play_move(game_line *line, const prompter *p, const char *answer, cs_buf *fall)
{
    const options *opt = p->opt;
    writer *w = p->w;
    cs_buf label = {0}, step = {0};
    cs_error err;
    void *next = NULL;
    int status = 0, off_board, picked = 0;
    move_label(line, answer, &label, &off_board);
    if (!label.failed)
        picked = pick_choice(p, line->game, current(line), &label);
    if (label.failed || picked < 0) {
        status = -1;
    } else if (picked > 0) {
        status = picked == 1 ? 2 : 3;
    } else if (line->game->apply(current(line), label.data ? label.data : "", &opt->run, &next, &step, &err) != 0) {
        if (off_board)
            writer_printf(w, "There is no move %s: the moves are numbered 1 to %d (and as a label: ", answer, off_board);
        else
            writer_put(w, "Not a move: ");
        writer_escaped(w, err.message, off_board ? "); try again.\n" : "; try again.\n");
        status = 2;
    } else {
        int64_t from, to;
        status = push(line, next, !step_says(step.data, "free"));
        if (status == 0 && json_number(step.data, "portal_from", &from) == 0 &&
            json_number(step.data, "value", &to) == 0)
            cs_buf_printf(fall, "%lld \xE2\x86\x92 %lld", (long long)from, (long long)to);
        if (status == 0)
            status = step_says(step.data, "won");
    }
    if (step.failed)
        status = -1;
    cs_buf_free(&label);
    cs_buf_free(&step);
    return status;
}

/* The won position, the portal's last fall, and "Solved in N moves" with whether N was the fewest. */
static void won(const game_line *line, const options *opt, writer *w, cs_buf *fall)
{
    cs_buf text = {0};
    int64_t fewest = fewest_moves(line, opt);
    draw(line, opt, &text);
    add_fall(&text, fall);
    cs_buf_printf(&text, "Solved in %d move%s", line->moves_used, line->moves_used == 1 ? "" : "s");
    if (fewest == line->moves_used)
        cs_buf_add(&text, ", the fewest possible.\n");
    else if (fewest >= 0 && fewest < line->moves_used)
        cs_buf_printf(&text, "; the fewest possible is %lld.\n", (long long)fewest);
    else
        cs_buf_add(&text, ".\n");
    text.failed |= fall->failed;
    cs_buf_free(fall);
    show(w, &text);
}

static const char HELP_NUMBERED[] =
    "Type a move (its number on the board, or its label; a label in double quotes is never a number),\n"
    "? for a hint, u to undo the last move, q to quit.\n";
static const char HELP_TYPED[] = "Type a move as a hint writes it, ? for a hint, u to undo the last move, q to quit.\n";

static const char *help_of(const game_line *line) { return numbered_count(line) ? HELP_NUMBERED : HELP_TYPED; }

/* One answer at the prompt. 1 when the game is over (won, or q), 0 to go on, -1 when memory ran out. */
static int answer(game_line *line, const prompter *p, const char *typed)
{
    const options *opt = p->opt;
    writer *w = p->w;
    const char *start = typed + strspn(typed, " \t");
    char trimmed[ANSWER_MAX + 1];
    snprintf(trimmed, sizeof trimmed, "%s", start);
    for (size_t n = strlen(trimmed); n > 0 && (trimmed[n - 1] == ' ' || trimmed[n - 1] == '\t');)
        trimmed[--n] = '\0';
    if (!trimmed[0])
        return 0;
    if (strcmp(trimmed, "?") == 0) {
        hint(line, opt, w);
    } else if (strcmp(trimmed, "u") == 0 || strcmp(trimmed, "U") == 0) {
        if (line->count == 1) {
            writer_put(w, "Nothing to undo: this is the start.\n");
        } else {
            undo(line);
            redraw(line, opt, w, NULL);
        }
    } else if (strcmp(trimmed, "q") == 0 || strcmp(trimmed, "Q") == 0) {
        return 1;
    } else if (strcmp(trimmed, "h") == 0 || strcmp(trimmed, "help") == 0) {
        writer_put(w, help_of(line));
    } else {
        cs_buf fall = {0};
        int status = play_move(line, p, trimmed, &fall);
        if (status == 1) {
            won(line, opt, w, &fall);
            return 1;
        }
        if (status == 0)
            redraw(line, opt, w, &fall);
        cs_buf_free(&fall);
        return status < 0 ? -1 : status == 3;
    }
    return 0;
}

/* The puzzle text to play: bundled puzzle number N, or the one puzzle of a file. */
static int puzzle_text_of(options *opt, writer *w, cs_buf *text)
{
    const cs_game *game = opt->game;
    const char *what = opt->positional[0];
    cs_error err;
    int64_t n;
    int first_line;
    if (cs_parse_int64(what, &n) == 0) {
        const char *bundled = game->bundled_text ? game->bundled_text() : NULL;
        const cs_options defaults = {0};
        int count = bundled ? cs_check_text(game, bundled, &defaults, &err) : -1;
        if (count < 0) {
            if (!bundled)
                cs_fail(&err, 0, "level", "%s has no bundled puzzles: play a FILE", game->title);
            return input_error(w, opt, NULL, &err);
        }
        int index = bundled_index(game, bundled, count, n);
        if (index < 0) {
            int last = bundled_level_number(game, bundled, count - 1);
            cs_fail(&err, 0, "level", "\"%.30s\" is not a bundled level (1..%d%s)", what, last,
                    last != count ? ", some missing" : "");
            return input_error(w, opt, NULL, &err);
        }
        cs_puzzle_at(bundled, index, text, &first_line);
        return 0;
    }
    if (strcmp(what, "-") == 0)
        return usage_error(w, opt, "play", "file", "play reads its moves from standard input: give the puzzle as "
                           "a FILE or a level number");
    char *file = NULL;
    if (read_input(what, &file, &err) != 0)
        return input_error(w, opt, NULL, &err);
    opt->source = what; /* an error of a line names the file: my.txt:4: buttons: ... */
    int count = cs_check_text(game, file, &opt->run, &err);
    if (count > 1)
        cs_fail(&err, 0, "file", "\"%.200s\" holds %d puzzles; play takes one", what, count);
    else if (count == 1)
        cs_puzzle_at(file, 0, text, &first_line); /* the puzzle's block alone, without the comments around it */
    free(file);
    return count == 1 ? 0 : input_error(w, opt, NULL, &err);
}

/* Reads the puzzle into the line's first position. 0, or an exit status after the message. */
static int start(game_line *line, options *opt, writer *w)
{
    cs_buf text = {0};
    cs_error err;
    void *puzzle = NULL;
    int status = puzzle_text_of(opt, w, &text);
    if (status == 0 && text.failed) {
        w->memory = 1; /* writer_close says "out of memory" */
        status = EXIT_MEMORY;
    }
    if (status == 0 && line->game->parse(text.data, &opt->run, &puzzle, &err) != 0) {
        /* a file was checked whole under these options: this is a bundled level (under --digits) */
        char where[48];
        snprintf(where, sizeof where, "level %.30s", opt->positional[0]);
        err.line = 0; /* a bundled level has no file line to name */
        status = input_error(w, opt, where, &err);
    }
    if (status == 0 && push(line, puzzle, 0) != 0) {
        w->memory = 1;
        status = EXIT_MEMORY;
    }
    cs_buf_free(&text);
    return status;
}

/* Asks for moves until the game is won, q, end of input or Ctrl-C at the prompt. */
static void session(game_line *line, const options *opt, writer *w)
{
    prompter p = prompter_for(opt, w);
    char typed[ANSWER_MAX + 1], prompt[80];
    writer_printf(w, "%s. %s", line->game->title, help_of(line));
    redraw(line, opt, w, NULL);
    for (int over = 0; !over;) {
        int numbered = numbered_count(line);
        if (numbered > 1)
            snprintf(prompt, sizeof prompt, "Move (1-%d or a label, ? hint, u undo, q quit): ", numbered);
        else if (numbered == 1)
            snprintf(prompt, sizeof prompt, "Move (1 or a label, ? hint, u undo, q quit): ");
        else
            snprintf(prompt, sizeof prompt, "Move (? hint, u undo, q quit): ");
        if (ask(&p, prompt, typed, sizeof typed) != 0)
            break;
        over = answer(line, &p, typed);
        if (over < 0)
            w->memory = 1; /* writer_close says "out of memory" */
    }
}

int command_play(options *opt, writer *w)
{
    const cs_game *game = opt->game;
    if (!game->apply || !game->hint) {
        cs_error err;
        cs_fail(&err, 0, "game", "play is not available for %s (%s has no %s yet)", game->name, game->title,
                !game->apply ? "moves to apply" : "hints");
        return input_error(w, opt, NULL, &err);
    }
    game_line line = {game, NULL, 0, 0, 0};
    int status = start(&line, opt, w);
    if (status == 0) {
        session(&line, opt, w);
        status = session_status();
    }
    free_line(&line);
    return status;
}
