/*
 * solve.c: digits_solve (digits.h): checks the puzzle, builds the tables
 * (tables.c), finds the closest value and a shortest expression, counts and,
 * when asked, lists the solutions (walk.c).
 */
#include "solver.h"

#include <stdlib.h>
#include <string.h>

int digits_stars(int64_t distance)
{
    if (distance == 0)
        return 3;
    if (distance >= 1 && distance <= DIGITS_TWO_STARS_WITHIN)
        return 2;
    if (distance > DIGITS_TWO_STARS_WITHIN && distance <= DIGITS_ONE_STAR_WITHIN)
        return 1;
    return 0;
}

static int validate(const digits_puzzle *p, cs_error *err)
{
    if (p->target < 1 || p->target > DIGITS_MAX_TARGET)
        return cs_fail(err, 0, "target", "the target %lld is out of range: it must be 1 to %lld", (long long)p->target,
                       (long long)DIGITS_MAX_TARGET);
    int min_count = p->in_play ? 1 : DIGITS_MIN_NUMBERS;
    int64_t limit = p->in_play ? DIGITS_MAX_VALUE : DIGITS_MAX_NUMBER;
    if (p->count < min_count || p->count > DIGITS_MAX_NUMBERS)
        return cs_fail(err, 0, "numbers", "%d numbers given: Digits takes %d to 6", p->count, min_count);
    for (int i = 0; i < p->count; i++)
        if (p->numbers[i] < 1 || p->numbers[i] > limit)
            return cs_fail(err, 0, "numbers", "number %d (%lld) is out of range: it must be 1 to %lld", i + 1,
                           (long long)p->numbers[i], (long long)limit);
    return 0;
}

int digits_solve(const digits_puzzle *puzzle, int max_listed, const cs_budget *budget, digits_result *result,
                 cs_error *err)
{
    memset(result, 0, sizeof *result);
    result->ops = -1;
    if (validate(puzzle, err) != 0)
        return -1;
    solver *sv = calloc(1, sizeof *sv);
    if (!sv) { /* report what the given numbers alone say */
        result->stop = CS_STOP_MEMORY;
        result->searched_ops = -1;
        result->closest = puzzle->numbers[0];
        for (int i = 1; i < puzzle->count; i++)
            if (nearer(puzzle->numbers[i], result->closest, puzzle->target))
                result->closest = puzzle->numbers[i];
        result->distance = distance_to(result->closest, puzzle->target);
        result->stars = digits_stars(result->distance);
        result->solved = result->distance == 0;
        result->ops = result->solved ? 0 : -1;
        result->count = result->solved ? 1 : 0;
        result->best.exact_reading = 1;
        return 0;
    }
    cs_search_init(&sv->search, budget, DIGITS_DEFAULT_MAX_STATES);
    cs_keyset_init(&sv->keys, sizeof(entry_key));
    cs_vec_init(&sv->counts, sizeof(uint64_t));
    sv->n = puzzle->count;
    sv->full = (1u << sv->n) - 1;
    sv->target = puzzle->target;
    memcpy(sv->num, puzzle->numbers, sizeof sv->num);
    for (int i = 1; i < sv->n; i++) /* insertion sort: six numbers */
        for (int j = i; j > 0 && sv->num[j - 1] > sv->num[j]; j--) {
            int64_t t = sv->num[j];
            sv->num[j] = sv->num[j - 1];
            sv->num[j - 1] = t;
        }
    for (int i = 0; i < sv->n; i++)
        sv->group_first[i] = (i > 0 && sv->num[i] == sv->num[i - 1]) ? sv->group_first[i - 1] : i;

    int64_t target = puzzle->target;
    /* the given numbers themselves: known before any table, so even a search
     * that cannot store one entry reports a closest value */
    unsigned closest_mask = 1, target_mask = 0;
    int64_t closest = sv->num[0];
    for (int i = 0; i < sv->n; i++) {
        if (sv->group_first[i] != i)
            continue;
        if (nearer(sv->num[i], closest, target)) {
            closest = sv->num[i];
            closest_mask = 1u << i;
        }
        if (sv->num[i] == target) {
            target_mask = 1u << i;
            result->count = 1;
        }
    }

    /* tables by size, so when the budget stops us every smaller size is complete */
    unsigned full = sv->full;
    int sizes_done = 0;
    for (int k = 1; k <= sv->n && sv->search.stop == CS_FINISHED; k++) {
        for (unsigned S = 1; S <= full; S++) {
            if (popcount(S) != k || digits_canonical(sv, S) != S)
                continue;
            if (digits_build_table(sv, S) != 0) {
                digits_table_free(sv, &sv->tables[S]);
                break;
            }
            if (k == 1)
                continue;
            const value_table *t = &sv->tables[S];
            uint64_t here = S == full ? sv->full_target_count : table_find(t, target);
            if (here && !target_mask)
                target_mask = S;
            result->count = sat_add(result->count, here);
            if (S == full) {
                if (sv->full_has_value && nearer(sv->full_closest, closest, target)) {
                    closest = sv->full_closest;
                    closest_mask = S;
                }
                continue;
            }
            for (size_t i = 0; i < table_size(t); i++) {
                if (nearer(table_value(t, i), closest, target)) {
                    closest = table_value(t, i);
                    closest_mask = S;
                }
            }
        }
        if (sv->search.stop == CS_FINISHED)
            sizes_done = k;
    }

    result->solved = target_mask != 0;
    result->ops = result->solved ? popcount(target_mask) - 1 : -1;
    result->closest = closest;
    result->distance = distance_to(closest, target);
    result->stars = digits_stars(result->distance);
    result->searched_ops = sizes_done - 1;
    step_plan plan = {0};
    if (digits_find_one(sv, closest_mask, closest, &plan) >= -1) /* -2 cannot happen: every entry has an expression */
        digits_plan_to_solution(&plan, &result->best);

    if (result->solved && max_listed > 0 && sv->search.stop == CS_FINISHED) {
        digits_list_solutions(sv, target, max_listed, sizes_done, result);
        digits_free_listing(sv);
    }

    result->states = sv->search.states;
    result->peak_bytes = sv->search.peak_bytes;
    result->stop = sv->search.stop;
    for (unsigned S = 1; S <= full; S++)
        digits_table_free(sv, &sv->tables[S]);
    cs_keyset_free(&sv->search, &sv->keys);
    cs_vec_free(&sv->search, &sv->counts);
    free(sv);
    return 0;
}

void digits_result_free(digits_result *result)
{
    free(result->listed);
    result->listed = NULL;
    result->listed_count = 0;
}

